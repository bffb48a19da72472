import styled from 'styled-components';
import { classicTokens } from 'shared/theme';
import { textOn } from 'shared/ui';

// Static styles only (theme through book-theme-vars.ts): these render on every price change. The
// fallbacks, for a price drawn outside the book's root, are the classic edition's tokens, computed
// once here.
const fallback = {
  priceBg: classicTokens.surfaceAlt,
  primary: classicTokens.primary,
  onPrimary: classicTokens.onPrimary,
  muted: classicTokens.textMuted,
  up: classicTokens.success,
  onUp: textOn(classicTokens.success),
  down: classicTokens.danger,
  onDown: textOn(classicTokens.danger),
};

/** A selectable price: match cells and outright rates share the look; aria-pressed marks a picked one. */
export const PriceButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem;
  width: 100%;
  min-height: 1.75rem;
  padding: 0 0.4rem;
  border: 1px solid transparent;
  border-radius: 4px;
  background: var(--book-price-bg, ${fallback.priceBg});
  color: var(--book-text, inherit);
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  contain: layout paint;
  &[aria-pressed='true'] {
    border-color: var(--book-primary, ${fallback.primary});
    background: var(--book-primary, ${fallback.primary});
    color: var(--book-on-primary, ${fallback.onPrimary});
  }
  &:hover:not(:disabled) {
    border-color: var(--book-primary, ${fallback.primary});
  }
  &:focus-visible {
    outline: 2px solid var(--book-primary, ${fallback.primary});
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    color: var(--book-muted, ${fallback.muted});
    opacity: 0.6;
  }
`;

export const PriceLine = styled.span`
  opacity: 0.75;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/**
 * The price itself, on green after a rise and on red after a fall (data-move 1 / -1) until
 * price-flash.ts turns it back a second later; its words take the colour that reads on each fill. No CSS animation: ~100 cells animating at once kept the page
 * repainting every frame under a busy feed; two paints per move cost far less.
 */
export const PriceValue = styled.span`
  margin-left: auto;
  padding: 0 0.2rem;
  border-radius: 3px;
  font-weight: 600;
  &[data-move='1'] {
    background: var(--book-up, ${fallback.up});
    color: var(--book-on-up, ${fallback.onUp});
  }
  &[data-move='-1'] {
    background: var(--book-down, ${fallback.down});
    color: var(--book-on-down, ${fallback.onDown});
  }
  button[aria-pressed='true'] > & {
    color: inherit;
  }
`;
