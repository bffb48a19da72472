import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before another code may be asked for (SPEC §9: 60 s), counting down once a second.
 * `start` also takes the server's own figure (sendCode's resendAfter, 6066's data).
 */
export function useCountdown(): { left: number; start(seconds: number): void } {
  const [left, setLeft] = useState(0);
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))), []);
  return { left, start };
}
