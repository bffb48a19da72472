import type { ThemeTokens, Edition } from './tokens';

/** Every styled component sees the tokens typed, in every package that imports shared/theme. */
declare module 'styled-components' {
  export interface DefaultTheme extends ThemeTokens {
    edition: Edition;
  }
}

export {};
