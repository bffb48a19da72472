import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { refreshBalance } from 'shared/api';
import { balanceAtom, type Balance } from 'shared/state';

/**
 * The balance for the overview. The host refreshes it on every navigation; a missing one is loaded
 * quietly here, since a failure only leaves the figures as dashes.
 */
export function useOverviewBalance(): Balance | null {
  const store = useStore();
  const balance = useAtomValue(balanceAtom);
  useEffect(() => {
    if (store.get(balanceAtom) === null) {
      refreshBalance().catch((error: unknown) => console.warn('[account] balance load failed', error));
    }
  }, [store]);
  return balance;
}
