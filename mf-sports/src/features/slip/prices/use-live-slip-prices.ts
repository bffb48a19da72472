import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { feedWatch, priceStore } from '../../feed';
import type { SlipSelection } from '../../../lib/selection';
import { dispatchSlipAtom } from '../slip-atoms';

/**
 * Keeps each selection's price current from the live book (features/feed): the current price on
 * mount, then every change of that key. The rules decide what a change does (auto-accept, prompt,
 * closed). A key the book does not know keeps the price the member picked; the server checks it.
 * The feed watches each selection's match wherever the book has moved on to.
 */
export function useLiveSlipPrices(selections: readonly SlipSelection[]): void {
  const dispatch = useSetAtom(dispatchSlipAtom);
  const keys = selections.map((s) => s.key).join('\n');
  const matchIds = [...new Set(selections.flatMap((s) => [s.matchId, s.betGameId]))].join('\n');

  // A selection picked on another page of the book still hears its match: its ids are watched too.
  useEffect(() => (matchIds === '' ? undefined : feedWatch.hold(matchIds.split('\n'))), [matchIds]);

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
