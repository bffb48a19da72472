import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `ms` while the tab is visible, and once at once when it becomes visible again
 * after being hidden: a hidden tab sends nothing, a returning reader sees fresh figures.
 */
export function useVisibleInterval(tick: () => void, ms: number): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  useEffect(() => {
    let timer: number | undefined;
    const start = () => {
      if (timer === undefined) timer = window.setInterval(() => tickRef.current(), ms);
    };
    const stop = () => {
      if (timer !== undefined) window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        tickRef.current();
        start();
      } else stop();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
}
