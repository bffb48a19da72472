import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { getBalance } from '../contract/endpoints/funds';
import type { ResponseOf } from '../contract/endpoint';
import { fakeEndpoints } from '../../testing/fake-endpoints';
import { useEndpoint } from './use-endpoint';
import { watchEndpointFetches, type EndpointFetchEvent } from './watch-endpoint-fetches';

type Balance = ResponseOf<typeof getBalance>;
const balance = (centre: number): Balance => ({ centerWalletBalance: centre, lockMoney: 0, totalMoney: centre });

afterEach(() => vi.restoreAllMocks());

/** Records each event with how many requests had left when it was told. */
function watch() {
  const events: (EndpointFetchEvent<typeof getBalance> & { sent: number })[] = [];
  const request = { calls: 0 };
  const stop = watchEndpointFetches(getBalance, (event) => events.push({ ...event, sent: request.calls }));
  return { events, request, stop };
}

describe('watchEndpointFetches', () => {
  it('tells the start before the request leaves, then the answer of a shown input', async () => {
    const { events, request, stop } = watch();
    fakeEndpoints({
      getBalance: () => {
        request.calls += 1;
        return balance(1);
      },
    });
    const { result } = renderHook(() => useEndpoint(getBalance, { withLockMoney: true }));
    await waitFor(() => expect(result.current.status).toBe('success'));
    stop();
    expect(events.map(({ type, sent }) => [type, sent])).toEqual([
      ['start', 0],
      ['answer', 1],
    ]);
    expect(events[1]).toMatchObject({ input: { withLockMoney: true }, data: balance(1), shown: true });
  });

  it('says an answer for an input no longer shown is not shown, and ends a failed fetch', async () => {
    const { events, stop } = watch();
    let release: (value: Balance) => void = () => {};
    fakeEndpoints({
      getBalance: ({ withLockMoney }) => {
        if (withLockMoney) return new Promise<Balance>((resolve) => (release = resolve));
        throw new ApiError({ kind: 'network', code: 0, message: '网络异常', path: getBalance.path });
      },
    });
    const { result, rerender } = renderHook(
      ({ lock }: { lock: boolean }) => useEndpoint(getBalance, { withLockMoney: lock }),
      { initialProps: { lock: true } },
    );
    rerender({ lock: false });
    await waitFor(() => expect(result.current.status).toBe('error'));
    release(balance(2));
    await waitFor(() => expect(events.filter((event) => event.type === 'answer')).toHaveLength(1));
    stop();
    expect(events.map((event) => [event.type, event.input.withLockMoney])).toEqual([
      ['start', true],
      ['start', false],
      ['end', false],
      ['answer', true],
    ]);
    expect(events[3]).toMatchObject({ shown: false });
  });
});
