import { css } from 'styled-components';
import { textOn } from 'shared/ui';

/**
 * The theme as CSS variables on the book's root. The hot components (price buttons, re-rendered
 * hundreds of times a second by the feed) then have static styles: styled-components computes
 * their class once instead of evaluating theme functions on every render.
 */
export const bookThemeVars = css`
  --book-primary: ${({ theme }) => theme.primary};
  --book-on-primary: ${({ theme }) => theme.onPrimary};
  --book-price-bg: ${({ theme }) => theme.surfaceAlt};
  --book-text: ${({ theme }) => theme.text};
  --book-muted: ${({ theme }) => theme.textMuted};
  --book-up: ${({ theme }) => theme.success};
  --book-on-up: ${({ theme }) => textOn(theme.success)};
  --book-down: ${({ theme }) => theme.danger};
  --book-on-down: ${({ theme }) => textOn(theme.danger)};
`;
