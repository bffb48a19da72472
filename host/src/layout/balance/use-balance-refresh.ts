import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { errorMessage, refreshBalance } from 'shared/api';
import { bus } from 'shared/bus';
import { i18n } from 'shared/i18n';
import { balanceAtom, type Balance } from 'shared/state';
import { NAMESPACE } from '../../setup';

export interface BalanceRefresh {
  balance: Balance | null;
  refreshing: boolean;
  /** The last load failed and there is no balance to show. */
  failed: boolean;
  /** The refresh button: shows the server's message when it fails (SPEC §8 "when requested"). */
  refresh: () => void;
}

/**
 * The header balance. The host refreshes it on login and on every navigation; the widget loads it
 * once itself when mounted without one, quietly, because nobody asked for that load.
 */
export function useBalanceRefresh(): BalanceRefresh {
  const store = useStore();
  const balance = useAtomValue(balanceAtom);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  // A ref, not the state: a double click in one frame must not send two calls.
  const running = useRef(false);

  const load = useCallback(async (requested: boolean) => {
    if (running.current) return;
    running.current = true;
    setRefreshing(true);
    try {
      await refreshBalance();
      setFailed(false);
    } catch (error) {
      setFailed(true);
      if (requested) {
        bus.emit('ui:toast', {
          message: errorMessage(error, i18n.t(`${NAMESPACE}:balance.refreshFailed`)),
          kind: 'error',
        });
      } else {
        console.warn('[header] balance load failed', error);
      }
    } finally {
      running.current = false;
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    if (store.get(balanceAtom) === null) void load(false);
  }, [load, store]);

  const refresh = useCallback(() => void load(true), [load]);
  return { balance, refreshing, failed: failed && balance === null, refresh };
}
