import { useCallback, useState } from 'react';
import { getTransferRate, ResponseCode } from 'shared/contract';
import { MONEY, useEndpoint } from 'shared/query';
import type { TransferRates } from './exchange-amount';

export interface TransferRate {
  /** The rates shown: the last answer, or a newer figure this page got from a money call. */
  rates: TransferRates | null;
  /** The first load is running (nothing to show yet). */
  loading: boolean;
  /** The first load failed, as a Chinese message (nothing to show). */
  error: string | null;
  /** The first load was refused because no rate is published (6013): the exchange is closed. */
  closed: boolean;
  /** When this page last read the rates, for "read at" next to them. */
  readAt: Date | null;
  /** A refresh the player asked for is running. */
  refreshing: boolean;
  /** The last refresh the player asked for failed: the figures shown are from readAt. */
  refreshFailed: string | null;
  /** Loads again with the spinner (after a failed first load). */
  reload: () => void;
  /** Reads the rates again and keeps the shown ones meanwhile (the refresh button). */
  refresh: () => void;
  /** A newer answer from elsewhere (the 7401 refusal carries one). */
  replace: (rates: TransferRates) => void;
  /** The balances a conversion answered with. */
  setBalances: (balances: Pick<TransferRates, 'centerWalletBalance' | 'usdtBalance'>) => void;
}

/** A figure a money call answered with, shown over `over` until the server answers something else. */
type Local = { over: TransferRates; rates: TransferRates };

/**
 * transfer/getTransferRate, the USDT rates and both balances, as money figures ('balance:refresh'
 * reads them again). With `everyMs` they are polled on that period while the tab is visible.
 */
export function useTransferRate(everyMs?: number): TransferRate {
  const read = useEndpoint(
    getTransferRate,
    {},
    everyMs === undefined ? { group: MONEY } : { group: MONEY, poll: everyMs },
  );
  const data = read.data;
  const [local, setLocal] = useState<Local | null>(null);
  const [seen, setSeen] = useState<{ data: TransferRates | undefined; status: string; at: Date | null }>({
    data: undefined,
    status: 'loading',
    at: null,
  });

  // A new answer, or a refresh that came back with the same figures, is a new reading.
  if (data !== seen.data || (read.status !== seen.status && read.status === 'success')) {
    setSeen({ data, status: read.status, at: data === undefined ? seen.at : new Date() });
  } else if (read.status !== seen.status) {
    setSeen({ ...seen, status: read.status });
  }

  const shown = data === undefined ? null : local !== null && local.over === data ? local.rates : data;
  const hasFigures = shown !== null;

  const replace = useCallback(
    (rates: TransferRates) => {
      if (data !== undefined) setLocal({ over: data, rates });
    },
    [data],
  );
  const setBalances = useCallback(
    (balances: Pick<TransferRates, 'centerWalletBalance' | 'usdtBalance'>) => {
      if (shown === null || data === undefined) return;
      setLocal({
        over: data,
        rates: { ...shown, centerWalletBalance: balances.centerWalletBalance, usdtBalance: balances.usdtBalance },
      });
    },
    [data, shown],
  );

  return {
    rates: shown,
    loading: !hasFigures && read.status === 'loading',
    error: !hasFigures && read.status === 'error' ? read.error : null,
    closed: !hasFigures && read.status === 'error' && read.errorCode === ResponseCode.MAINTENANCE,
    readAt: seen.at,
    refreshing: hasFigures && read.status === 'loading',
    refreshFailed: hasFigures && read.status === 'error' ? read.error : null,
    reload: read.reload,
    // Loud, so a failure says the figures shown are older than the press.
    refresh: read.reload,
    replace,
    setBalances,
  };
}
