import { useEffect } from 'react';
import { MARQUEE_MAX_LENGTH, MARQUEE_STEP_MS, marqueeFrame } from './marquee';

/** Sets document.title; a long one rotates one character every step until the title changes. */
export function useMarqueeTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    if (Array.from(title).length <= MARQUEE_MAX_LENGTH) return undefined;
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      document.title = marqueeFrame(title, step);
    }, MARQUEE_STEP_MS);
    return () => window.clearInterval(timer);
  }, [title]);
}
