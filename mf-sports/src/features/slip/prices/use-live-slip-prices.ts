import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { priceStore } from '../../feed';
import type { SlipSelection } from '../../../lib/selection';
import { dispatchSlipAtom } from '../slip-atoms';

/**
 * Keeps each selection's price current from the live book (features/feed): the current price on
 * mount, then every change of that key. The rules decide what a change does (auto-accept, prompt,
 * closed). A key the book does not know keeps the price the member picked; the server checks it.
 */
export function useLiveSlipPrices(selections: readonly SlipSelection[]): void {
  const dispatch = useSetAtom(dispatchSlipAtom);
  const keys = selections.map((s) => s.key).join('\n');

  useEffect(() => {
    if (keys === '') return;
    const push = (key: string) => {
      const price = priceStore.get(key);
      if (price) dispatch({ type: 'quote', key, quote: { odds: price.odds, ratio: price.ratio, open: price.open } });
    };
    const unsubscribes = keys.split('\n').map((key) => {
      push(key);
      return priceStore.subscribe(key, () => push(key));
    });
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [keys, dispatch]);
}
