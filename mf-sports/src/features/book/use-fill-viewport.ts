import { useLayoutEffect, type RefObject } from 'react';

/** Never squeezed below this, so a short window scrolls the page rather than the list to nothing. */
const MIN_HEIGHT_PX = 520;

/**
 * Sizes the book from its top edge to the bottom of the window, so the match list scrolls inside
 * it while the header and tab bar above (whatever their height) stay put.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(MIN_HEIGHT_PX, window.innerHeight - top)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [ref]);
}
