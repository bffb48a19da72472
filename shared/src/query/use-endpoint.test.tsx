import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { bus } from '../bus/instance';
import { getBalance } from '../contract/endpoints/funds';
import type { ResponseOf } from '../contract/endpoint';
import { useEndpoint } from './use-endpoint';
import { fakeEndpoints } from '../../testing/fake-endpoints';

type Balance = ResponseOf<typeof getBalance>;
const balance = (centre: number): Balance => ({ centerWalletBalance: centre, lockMoney: 0, totalMoney: centre });
const lost = () =>
  new ApiError({ kind: 'network', code: 0, message: '网络异常，请检查网络后重试', path: getBalance.path });

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** api.request answering the balances in order, the last one again once they run out. */
function answering(...answers: (number | Error)[]) {
  let last: number | Error = 0;
  return fakeEndpoints({
    getBalance: () => {
      last = answers.shift() ?? last;
      if (last instanceof Error) throw last;
      return balance(last);
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setVisibility('visible');
});

describe('useEndpoint', () => {
  it('loads through the api client with the input, as an AsyncState', async () => {
    const request = answering(100);
    const { result } = renderHook(() => useEndpoint(getBalance, { withLockMoney: true }, { group: 'money' }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(balance(100));
    expect(request).toHaveBeenCalledWith(getBalance, { withLockMoney: true });
  });

  it('shows a failure as a Chinese message, and reload shows loading then the answer', async () => {
    answering(lost(), 7);
    const { result } = renderHook(() => useEndpoint(getBalance, {}));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('网络异常，请检查网络后重试');
    expect(result.current.errorCode).toBeUndefined();
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(balance(7));
  });

  it('gives the response code of a refusal, for pages that answer a code their own way', async () => {
    answering(new ApiError({ kind: 'business', code: 6013, message: 'USDT兑换暂未开放', path: getBalance.path }));
    const { result } = renderHook(() => useEndpoint(getBalance, {}));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ error: 'USDT兑换暂未开放', errorCode: 6013 });
  });

  it('keeps what is shown when a quiet refresh fails', async () => {
    const request = answering(5, lost());
    const { result } = renderHook(() => useEndpoint(getBalance, {}));
    await waitFor(() => expect(result.current.status).toBe('success'));
    await act(async () => {
      result.current.refresh();
      await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    });
    expect(result.current.status).toBe('success');
    expect(result.current.data).toEqual(balance(5));
  });

  it('does not call while disabled', async () => {
    const request = answering(1);
    const { result, rerender } = renderHook(({ enabled }) => useEndpoint(getBalance, {}, { enabled }), {
      initialProps: { enabled: false },
    });
    expect(result.current.status).toBe('loading');
    expect(request).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.status).toBe('success'));
  });

  it('polls while the tab is visible, pauses while it is hidden, and refetches on return', async () => {
    vi.useFakeTimers();
    const request = answering(1, 2, 3, 4, 5);
    renderHook(() => useEndpoint(getBalance, {}, { poll: 1000 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(request).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(request).toHaveBeenCalledTimes(2);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(request).toHaveBeenCalledTimes(2);

    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('stops polling when the poll function answers false', async () => {
    vi.useFakeTimers();
    const request = answering(1, 2, 3);
    const { result } = renderHook(() =>
      useEndpoint(getBalance, {}, { poll: (data) => (data && data.centerWalletBalance >= 2 ? false : 1000) }),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    // react-query hands results to React on a 0 ms timer: 1100 covers the poll and that hand-over.
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(result.current.data).toEqual(balance(2));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('refetches a money figure on balance:refresh, and leaves data queries alone', async () => {
    const request = answering(1, 2);
    const { result } = renderHook(() => ({
      money: useEndpoint(getBalance, {}, { group: 'money' }),
      data: useEndpoint(getBalance, { withLockMoney: false }),
    }));
    await waitFor(() => expect(result.current.money.data).toEqual(balance(1)));
    await waitFor(() => expect(result.current.data.status).toBe('success'));
    expect(request).toHaveBeenCalledTimes(2);
    act(() => bus.emit('balance:refresh'));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    expect(request.mock.calls[2]?.[1]).toEqual({});
    expect(result.current.money.status).toBe('success');
  });
});
