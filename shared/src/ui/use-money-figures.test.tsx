import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../bus/instance';
import { useMoneyFigures } from './use-money-figures';
import { useOrderStateWatch, type WatchedOrder } from './use-order-state-watch';

afterEach(() => vi.restoreAllMocks());

describe('useMoneyFigures', () => {
  it('reloads quietly when money changes anywhere', async () => {
    let locked = 200;
    const { result } = renderHook(() => useMoneyFigures(() => Promise.resolve(locked), []));
    await waitFor(() => expect(result.current.data).toBe(200));
    locked = 0;
    act(() => bus.emit('balance:refresh'));
    expect(result.current.status).toBe('success');
    await waitFor(() => expect(result.current.data).toBe(0));
  });
});

describe('useOrderStateWatch', () => {
  it('signals a money change only when an order it saw before changes state', () => {
    const emit = vi.spyOn(bus, 'emit');
    const signals = () => emit.mock.calls.filter(([event]) => event === 'balance:refresh').length;
    const { rerender } = renderHook(({ orders }: { orders: WatchedOrder[] | undefined }) => useOrderStateWatch(orders), {
      initialProps: { orders: undefined as WatchedOrder[] | undefined },
    });
    rerender({ orders: [{ orderNo: 'W1', status: 'pending' }] });
    rerender({ orders: [{ orderNo: 'W1', status: 'pending' }] });
    // A new order on another page or filter is no change of state.
    rerender({ orders: [{ orderNo: 'W2', status: 'approved' }] });
    expect(signals()).toBe(0);
    rerender({ orders: [{ orderNo: 'W1', status: 'approved' }, { orderNo: 'W2', status: 'approved' }] });
    expect(signals()).toBe(1);
  });
});
