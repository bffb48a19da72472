import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from 'shared/ui';
import { poolAmountAt, type PoolReading } from './pool-amount';

/** How often the figure moves: often enough to look live, rarely enough to cost nothing. */
export const POOL_TICK_MS = 200;

/**
 * A pool's figure, recomputed every tick while mounted; the interval stops on unmount. When the
 * member asked for less motion the figure stands at its value when the reading arrived.
 */
export function useCountingAmount(reading: PoolReading): number {
  const still = usePrefersReducedMotion();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (still) return undefined;
    const timer = setInterval(() => setNow(Date.now()), POOL_TICK_MS);
    return () => clearInterval(timer);
  }, [reading, still]);
  return poolAmountAt(reading, now);
}
