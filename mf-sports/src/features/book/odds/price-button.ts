import styled from 'styled-components';

// Static styles only (theme through book-theme-vars.ts): these render on every price change.

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
  background: var(--book-price-bg, #f7f9fc);
  color: var(--book-text, inherit);
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  contain: layout paint;
  &[aria-pressed='true'] {
    border-color: var(--book-primary, #1677ff);
    background: var(--book-primary, #1677ff);
    color: var(--book-on-primary, #fff);
  }
  &:hover:not(:disabled) {
    border-color: var(--book-primary, #1677ff);
  }
  &:focus-visible {
    outline: 2px solid var(--book-primary, #1677ff);
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    color: var(--book-muted, #6b7685);
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
 * The price itself, green after a rise and red after a fall (data-move 1 / -1) until price-flash.ts
 * turns it back a second later. No CSS animation: ~100 cells animating at once kept the page
 * repainting every frame under a busy feed; two paints per move cost far less.
 */
export const PriceValue = styled.span`
  margin-left: auto;
  padding: 0 0.2rem;
  border-radius: 3px;
  font-weight: 600;
  &[data-move='1'] {
    background: rgba(47, 179, 107, 0.28);
    color: var(--book-up, #2fb36b);
  }
  &[data-move='-1'] {
    background: rgba(229, 72, 77, 0.28);
    color: var(--book-down, #e5484d);
  }
  button[aria-pressed='true'] > & {
    color: inherit;
  }
`;
