import { z } from 'zod/mini';

const color = z.string().check(z.regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/, '不是有效的颜色值'));

/** The design tokens every component reads; a brand may override any of them per edition. */
export const themeTokensSchema = z.object({
  primary: color,
  primaryHover: color,
  onPrimary: color,
  accent: color,
  background: color,
  surface: color,
  surfaceAlt: color,
  text: color,
  textMuted: color,
  border: color,
  danger: color,
  success: color,
  warning: color,
  headerBackground: color,
  headerText: color,
  footerBackground: color,
  footerText: color,
  overlay: color,
  radius: z.string().check(z.regex(/^\d+(\.\d+)?(px|rem)$/, '不是有效的圆角值')),
});

export type ThemeTokens = z.infer<typeof themeTokensSchema>;
export const themeTokensOverrideSchema = z.partial(themeTokensSchema);
export type ThemeTokensOverride = z.infer<typeof themeTokensOverrideSchema>;

export const editionNames = ['classic', 'professional'] as const;
export type Edition = (typeof editionNames)[number];

export const classicTokens: ThemeTokens = {
  primary: '#0f6ae8',
  primaryHover: '#4096ff',
  onPrimary: '#ffffff',
  // Success, warning and accent are text on the light surfaces and fills under white text: each
  // keeps 4.5:1 against both (WCAG 1.4.3).
  accent: '#9a6400',
  background: '#f3f5f9',
  surface: '#ffffff',
  surfaceAlt: '#f7f9fc',
  text: '#1f2733',
  textMuted: '#5f6a79',
  border: '#e3e8ef',
  danger: '#c93a40',
  success: '#1b7f47',
  warning: '#b45309',
  headerBackground: '#ffffff',
  headerText: '#1f2733',
  footerBackground: '#1c2230',
  footerText: '#a9b2c3',
  overlay: 'rgba(10, 14, 22, 0.55)',
  radius: '8px',
};

export const professionalTokens: ThemeTokens = {
  primary: '#d4a94f',
  primaryHover: '#e4bd6a',
  onPrimary: '#15171c',
  accent: '#3fb6ff',
  background: '#101318',
  surface: '#1a1e26',
  surfaceAlt: '#222834',
  text: '#e8ebf1',
  textMuted: '#8c95a6',
  border: '#2c3340',
  danger: '#ff5c62',
  success: '#3ccf7e',
  warning: '#f2b33d',
  headerBackground: '#14181f',
  headerText: '#e8ebf1',
  footerBackground: '#0b0d11',
  footerText: '#7d8697',
  overlay: 'rgba(0, 0, 0, 0.65)',
  radius: '6px',
};
