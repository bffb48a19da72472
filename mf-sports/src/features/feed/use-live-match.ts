import { useCallback, useSyncExternalStore } from 'react';
import type { SportMatch } from 'shared/contract';
import { priceStore } from './price-store';

/** The match with the feed's score and clock changes; `fallback` (the snapshot row) until the store has it. */
export function useLiveMatch(fallback: SportMatch): SportMatch {
  const { gameId } = fallback;
  const subscribe = useCallback((listener: () => void) => priceStore.subscribeMatch(gameId, listener), [gameId]);
  const read = useCallback(() => priceStore.getMatch(gameId) ?? fallback, [gameId, fallback]);
  return useSyncExternalStore(subscribe, read, read);
}
