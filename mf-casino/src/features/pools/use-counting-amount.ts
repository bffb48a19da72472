import { useEffect, useState } from 'react';
import { poolAmountAt, type PoolReading } from './pool-amount';

/** How often the figure moves: often enough to look live, rarely enough to cost nothing. */
export const POOL_TICK_MS = 200;

/** A pool's figure, recomputed every tick while mounted; the interval stops on unmount. */
export function useCountingAmount(reading: PoolReading): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), POOL_TICK_MS);
    return () => clearInterval(timer);
  }, [reading]);
  return poolAmountAt(reading, now);
}
