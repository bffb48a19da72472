/** The longest the idle prefetch waits for an idle moment once the page has loaded. */
export const PREFETCH_IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `task` in the first idle moment after the window's load event, so nothing it fetches competes
 * with the first page's own bytes (its largest paint included). Returns the cancel.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle = (): void => undefined;
  const idle = (): void => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback: once the load's own work is done.
      const timer = window.setTimeout(task, 500);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}
