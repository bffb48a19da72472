import './augment';

export { buildTheme, effectiveEdition } from './build-theme';
export { installRootFontSize, setCompactRootFont } from './root-font-size';
export { GlobalStyle } from './global-style';
export { themeTokensOverrideSchema, editionNames } from './tokens';
export type { Edition } from './tokens';
export { contrastRatio, textOn } from './contrast';
export { classicTokens } from './tokens';
