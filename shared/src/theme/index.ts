import './augment';

export { buildTheme, effectiveEdition } from './build-theme';
export { rootFontSize, installRootFontSize, DESIGN_WIDTH } from './root-font-size';
export { GlobalStyle } from './global-style';
export { classicTokens, professionalTokens, themeTokensSchema, themeTokensOverrideSchema, editionNames } from './tokens';
export type { ThemeTokens, ThemeTokensOverride, Edition } from './tokens';
