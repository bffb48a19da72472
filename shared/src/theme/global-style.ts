import { createGlobalStyle } from 'styled-components';
import { BASE_FONT_PX, DESIGN_WIDTH, MAX_FONT_PX, MIN_FONT_PX } from './root-font-size';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  /* SPEC §1's root size (root-font-size.ts) before the script sets it: a prerendered page is laid out at
     its final size from its first paint. */
  html { font-size: clamp(${MIN_FONT_PX}px, calc(100vw * ${BASE_FONT_PX / DESIGN_WIDTH}), ${MAX_FONT_PX}px); }
  body {
    background: ${({ theme }) => theme.background};
    color: ${({ theme }) => theme.text};
    font-family: -apple-system, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC',
      'Noto Sans SC', 'WenQuanYi Micro Hei', sans-serif;
    font-size: 0.875rem;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: inherit; text-decoration: none; }
  button { font: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.primary}; outline-offset: 2px; }
  /* Less motion asked for: state changes (fades, hover lifts, bars filling) happen at once. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0s !important; scroll-behavior: auto !important; }
  }
`;
