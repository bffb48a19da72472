import type { DependencyList } from 'react';
import { useBusEvent } from '../bus/use-bus-event';
import { useAsync } from './use-async';

/**
 * useAsync for figures a money event changes (balance, locked money, venue balances, turnover left):
 * besides its own deps it reloads quietly on 'balance:refresh', the site's one "money changed"
 * signal, sent after every money call and whenever a poll or a reload sees an order change state.
 * Every money figure on a page therefore moves together, whoever moved the money.
 */
export function useMoneyFigures<T>(load: () => Promise<T>, deps: DependencyList): ReturnType<typeof useAsync<T>> {
  const state = useAsync(load, deps);
  const { refresh } = state;
  useBusEvent('balance:refresh', refresh);
  return state;
}
