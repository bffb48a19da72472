import { useEffect, type RefObject } from 'react';
import { useLocation } from 'shared/router';

/**
 * Which part of the page an address asks for: `?bind=phone` (the bound-phone guard) or a hash such
 * as `#realName` (去完善) or `#password`.
 */
export function useLandingTarget(): string | null {
  const { search, hash } = useLocation();
  const bind = new URLSearchParams(search).get('bind');
  if (bind) return bind;
  return hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
}

/** Brings `ref`'s section into view and focuses its first field when the address lands on `target`. */
export function useFocusOnLanding(target: string, ref: RefObject<HTMLElement | null>, ready = true): void {
  const landing = useLandingTarget();
  const active = ready && landing === target;
  useEffect(() => {
    const section = ref.current;
    if (!active || !section) return;
    section.scrollIntoView?.({ block: 'start' });
    const field = section.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), a[href], button:not([disabled])',
    );
    (field ?? section).focus();
  }, [active, ref]);
}
