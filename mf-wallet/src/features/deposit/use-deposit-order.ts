import { useCallback, useEffect, useRef } from 'react';
import { bus } from 'shared/bus';
import { useAsync } from 'shared/ui';
import { loadOrder } from './deposit-api';
import { isOpen, POLL_INTERVAL_MS } from './order-state';

/**
 * The order of a waiting screen, asked for again every few seconds (quietly: what is shown stays
 * until the answer comes) while it is open; once it is paid the header balance and the member
 * centre are told to refresh, once.
 */
export function useDepositOrder(orderNo: string) {
  const order = useAsync(() => loadOrder(orderNo), [orderNo]);
  const status = order.data?.status;
  const open = status === undefined || isOpen(status);
  const { refresh } = order;
  const loaded = order.data !== undefined;
  const announced = useRef(false);

  useEffect(() => {
    if (!open || !loaded) return undefined;
    const timer = window.setInterval(refresh, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [open, loaded, refresh]);

  useEffect(() => {
    if (status === 'paid' && !announced.current) {
      announced.current = true;
      bus.emit('balance:refresh');
    }
  }, [status]);

  const check = useCallback(() => refresh(), [refresh]);
  return { ...order, check };
}
