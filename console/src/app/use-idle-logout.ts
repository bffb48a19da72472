import { useEffect } from 'react';
import { endOperatorSession } from '../lib/operator-session';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * The server ends a session left idle for `seconds`; the dashboard's polls would otherwise keep the
 * page looking alive until the next click. So the page ends it too after that long with no input,
 * and the login page says why.
 */
export function useIdleLogout(seconds: number | null): void {
  useEffect(() => {
    if (!seconds) return undefined;
    let timer = window.setTimeout(expire, seconds * 1000);
    function expire() {
      endOperatorSession('idle');
    }
    function active() {
      window.clearTimeout(timer);
      timer = window.setTimeout(expire, seconds! * 1000);
    }
    for (const kind of ACTIVITY) window.addEventListener(kind, active, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const kind of ACTIVITY) window.removeEventListener(kind, active);
    };
  }, [seconds]);
}
