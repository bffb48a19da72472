import { useCallback, useSyncExternalStore } from 'react';
import type { PriceState } from './feed-store';
import { priceStore } from './price-store';

/** The live price of a selection key (`${betGameId}|${w}|${r}`); renders again only when that price changes. */
export function usePrice(key: string): PriceState | undefined {
  const subscribe = useCallback((listener: () => void) => priceStore.subscribe(key, listener), [key]);
  const read = useCallback(() => priceStore.get(key), [key]);
  return useSyncExternalStore(subscribe, read, read);
}
