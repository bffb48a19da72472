import { useEffect, useReducer } from 'react';

/** setTimeout's longest delay; a later deadline is waited for in steps. */
const MAX_DELAY_MS = 2_147_483_647;

/** The current time, rendered again when `deadline` passes (a mute ends without any push). */
export function useNowUntil(deadline: number | null): number {
  const [ticks, tick] = useReducer((count: number) => count + 1, 0);
  // Runs again after each tick: a step short of a far deadline waits once more.
  useEffect(() => {
    if (deadline === null) return undefined;
    const wait = deadline - Date.now();
    if (wait <= 0) return undefined;
    const timer = setTimeout(tick, Math.min(wait + 50, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [deadline, ticks]);
  return Date.now();
}
