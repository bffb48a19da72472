import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorMessage, isApiError } from 'shared/api';
import { getTransferRate, ResponseCode } from 'shared/contract';
import { i18n } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import type { TransferRates } from './exchange-amount';

/** The first load: its failure as a Chinese message; `closed` when the server has no published USDT rate (6013). */
type LoadState = { status: 'loading' | 'ready'; error: null; closed: false } | { status: 'error'; error: string; closed: boolean };

export type TransferRateState = LoadState & {
  rates: TransferRates | null;
  /** When this page last read the rates (the answer's arrival), for "read at" next to them. */
  readAt: Date | null;
  /** A refresh the player asked for is running. */
  refreshing: boolean;
  /** The last refresh failed: the figures shown are from readAt. */
  refreshFailed: string | null;
};

export type TransferRate = TransferRateState & {
  /** Loads again with the spinner (after a failed first load). */
  reload: () => void;
  /** Reads the rates again and keeps the shown ones meanwhile (the refresh button). */
  refresh: () => void;
  /** A newer answer from elsewhere (the 7401 refusal carries one). */
  replace: (rates: TransferRates) => void;
  /** The balances a conversion answered with. */
  setBalances: (balances: Pick<TransferRates, 'centerWalletBalance' | 'usdtBalance'>) => void;
};

const initial: TransferRateState = { rates: null, readAt: null, status: 'loading', error: null, closed: false, refreshing: false, refreshFailed: null };

/**
 * transfer/getTransferRate, the USDT rates and both balances. With `everyMs` it reads them again on
 * that period while the tab is visible; a failed periodic read keeps the figures and says so.
 */
export function useTransferRate(everyMs?: number): TransferRate {
  const [state, setState] = useState<TransferRateState>(initial);
  // Each read and each local update takes a number; an older read that answers later is dropped.
  const generation = useRef(0);

  const read = useCallback((mode: 'load' | 'refresh' | 'poll') => {
    const mine = (generation.current += 1);
    if (mode === 'load') setState((prev) => ({ ...prev, status: 'loading', error: null, closed: false }));
    if (mode === 'refresh') setState((prev) => ({ ...prev, refreshing: true }));
    api.request(getTransferRate, {}).then(
      (rates) => {
        if (generation.current !== mine) return;
        setState({ rates, readAt: new Date(), status: 'ready', error: null, closed: false, refreshing: false, refreshFailed: null });
      },
      (failed: unknown) => {
        if (generation.current !== mine) return;
        const message = errorMessage(failed, i18n.t(`${NAMESPACE}:exchange.rates.loadFailed`));
        const closed = isApiError(failed) && failed.code === ResponseCode.MAINTENANCE;
        setState((prev) =>
          prev.rates === null || closed
            ? { ...initial, status: 'error', error: message, closed }
            : { ...prev, refreshing: false, refreshFailed: message },
        );
      },
    );
  }, []);

  useEffect(() => {
    read('load');
    return () => {
      generation.current += 1;
    };
  }, [read]);

  useEffect(() => {
    if (everyMs === undefined) return undefined;
    const timer = setInterval(() => {
      // A hidden tab needs no fresh rates; the next tick after it shows again reads them.
      if (document.visibilityState !== 'hidden') read('poll');
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, read]);

  const replace = useCallback((rates: TransferRates) => {
    generation.current += 1;
    setState({ rates, readAt: new Date(), status: 'ready', error: null, closed: false, refreshing: false, refreshFailed: null });
  }, []);

  const setBalances = useCallback((balances: Pick<TransferRates, 'centerWalletBalance' | 'usdtBalance'>) => {
    generation.current += 1;
    setState((prev) =>
      prev.rates === null
        ? prev
        : { ...prev, refreshing: false, rates: { ...prev.rates, centerWalletBalance: balances.centerWalletBalance, usdtBalance: balances.usdtBalance } },
    );
  }, []);

  const reload = useCallback(() => read('load'), [read]);
  const refresh = useCallback(() => read('refresh'), [read]);

  return { ...state, reload, refresh, replace, setBalances };
}
