import { useSyncExternalStore } from 'react';
import { css, type RuleSet } from 'styled-components';

/** The system setting for less motion, as a media query. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether the member asked the system for less motion right now (false where there is no window). */
export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

/** Whether the member asked the system for less motion; follows the setting while the page is open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/** Styles that apply only when the member asked for less motion: `${whenReducedMotion(css`animation: none;`)}`. */
export function whenReducedMotion(rules: RuleSet<object>): RuleSet<object> {
  return css`
    @media ${REDUCED_MOTION_QUERY} {
      ${rules}
    }
  `;
}

/** A spinning ring held still: a full ring in the accent colour, no rotation. */
export const stillSpinner = whenReducedMotion(css`
  animation: none;
  border-color: currentColor;
  opacity: 0.6;
`);
