import { useEffect, useState, type ReactNode } from 'react';

/** The longest a deferred area waits for an idle moment on a busy page. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Renders its children once the page is idle after the first paint, so an area the first screen
 * does not depend on (the customer-service entry) neither delays nor competes with the page: its
 * remote's entry and chunks are fetched after the route's own code.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback: after the current work, at the latest.
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
