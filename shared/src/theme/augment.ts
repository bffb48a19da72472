import type { ThemeTokens, Edition } from './tokens';

/** Every styled component sees the tokens typed, in every package that imports shared/theme. */
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ThemeTokens {
    edition: Edition;
  }
}

export {};
