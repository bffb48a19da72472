import { useEffect, useState } from 'react';

/** The current time in ms, ticking every `stepMs` while mounted: one timer for a whole list of countdowns. */
export function useNow(stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
