import { useCallback, useEffect, useRef } from 'react';
import { getDepositOrderStatus } from 'shared/contract';
import { invalidateMoneyFigures, useEndpoint } from 'shared/query';
import { isOpen, POLL_INTERVAL_MS } from './order-state';

/**
 * The order of a waiting screen, asked for again every few seconds (quietly: what is shown stays
 * until the answer comes) while it is open and the tab is visible, and at once when the tab shows
 * again; once it is paid every money figure and the header balance are told to refresh, once.
 */
export function useDepositOrder(orderNo: string) {
  const order = useEndpoint(
    getDepositOrderStatus,
    { orderNo },
    { poll: (data) => (data === undefined || isOpen(data.status) ? POLL_INTERVAL_MS : false) },
  );
  const status = order.data?.status;
  const announced = useRef(false);

  useEffect(() => {
    if (status === 'paid' && !announced.current) {
      announced.current = true;
      invalidateMoneyFigures();
    }
  }, [status]);

  const { refresh } = order;
  const check = useCallback(() => refresh(), [refresh]);
  return { ...order, check };
}
