import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  start: (seconds: number) => void;
  stop: () => void;
}

/**
 * A seconds countdown (SPEC §9: 60 s before a code may be asked for again, 3 s before the reset
 * wizard returns to login). It counts against a deadline, not ticks, so a tab the browser throttled
 * in the background still shows the right number when it comes back.
 */
export function useCountdown(initialSeconds = 0): Countdown {
  const [deadline, setDeadline] = useState<number | null>(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null,
  );
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (deadline === null) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    // Wake exactly when the shown number changes (a whole second before the deadline), however
    // late this effect started after `start`.
    const schedule = () => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) {
        setDeadline(null);
        return;
      }
      timer = setTimeout(schedule, (deadline - time) % 1000 || 1000);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setDeadline(seconds > 0 ? time + seconds * 1000 : null);
  }, []);
  const stop = useCallback(() => setDeadline(null), []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, running: remaining > 0, start, stop };
}
