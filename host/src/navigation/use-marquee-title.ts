import { useEffect } from 'react';
import { usePrefersReducedMotion } from 'shared/ui';
import { MARQUEE_MAX_LENGTH, MARQUEE_STEP_MS, marqueeFrame } from './marquee';

/**
 * Sets document.title; a long one rotates one character every step until the title changes. When
 * the member asked for less motion it stands whole (the browser truncates it in the tab).
 */
export function useMarqueeTitle(title: string): void {
  const still = usePrefersReducedMotion();
  useEffect(() => {
    document.title = title;
    if (still || Array.from(title).length <= MARQUEE_MAX_LENGTH) return undefined;
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      document.title = marqueeFrame(title, step);
    }, MARQUEE_STEP_MS);
    return () => window.clearInterval(timer);
  }, [title, still]);
}
