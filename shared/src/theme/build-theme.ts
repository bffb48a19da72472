import type { DefaultTheme } from 'styled-components';
import { classicTokens, professionalTokens, type Edition, type ThemeTokensOverride } from './tokens';

/** The tokens of an edition with the brand's overrides on top. */
export function buildTheme(edition: Edition, overrides: ThemeTokensOverride = {}): DefaultTheme {
  const base = edition === 'professional' ? professionalTokens : classicTokens;
  const merged = { ...base };
  for (const [key, value] of Object.entries(overrides) as [keyof typeof base, string | undefined][]) {
    if (value !== undefined) merged[key] = value;
  }
  return { ...merged, edition };
}

/** SPEC §4: the professional edition only where the brand and the site allow it. */
export function effectiveEdition(chosen: Edition, professionalAllowed: boolean): Edition {
  return professionalAllowed ? chosen : 'classic';
}
