import { useEffect, useRef } from 'react';
import { bus } from 'shared/bus';

export interface WatchedOrder {
  orderNo: string;
  status: string;
}

/**
 * Sends the "money changed" signal ('balance:refresh') when a fresh list shows an order it saw
 * before in another state: the back office approved or refused it, so locked money and balances
 * moved. Orders seen for the first time (another page, another filter) change nothing.
 */
export function useOrderStateWatch(orders: readonly WatchedOrder[] | undefined): void {
  const seen = useRef(new Map<string, string>());
  useEffect(() => {
    if (!orders) return;
    let changed = false;
    for (const { orderNo, status } of orders) {
      const before = seen.current.get(orderNo);
      if (before !== undefined && before !== status) changed = true;
      seen.current.set(orderNo, status);
    }
    if (changed) bus.emit('balance:refresh');
  }, [orders]);
}
