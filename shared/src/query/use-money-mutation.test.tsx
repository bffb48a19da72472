import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { bus } from '../bus/instance';
import { venueRecycle } from '../contract/endpoints/venue-wallets';
import { CallAlreadyRunning } from '../ui/use-once-per-request';
import { useMoneyMutation } from './use-money-mutation';
import { fakeEndpoints } from '../../testing/fake-endpoints';

const recycled = { amount: 0, recycled: [], skipped: [], centerWalletBalance: 100 };

const timeout = () =>
  new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: venueRecycle.path });
const refusal = () =>
  new ApiError({ kind: 'business', code: 6012, message: '未达到领取条件', path: venueRecycle.path });

/** api.request recording each call's request id and answering `answers` in order. */
function answering(...answers: (Error | null)[]) {
  const ids: (string | undefined)[] = [];
  const request = fakeEndpoints({
    venueRecycle: (_input, options) => {
      ids.push(options?.requestId);
      const next = answers.shift();
      if (next) throw next;
      return recycled;
    },
  });
  return { request, ids };
}

function signals() {
  const heard = vi.fn();
  onTestFinished(bus.on('balance:refresh', heard));
  return heard;
}

afterEach(() => vi.restoreAllMocks());

describe('useMoneyMutation', () => {
  it('sends with a request id and emits balance:refresh once on success', async () => {
    const heard = signals();
    const { ids } = answering(null);
    const { result } = renderHook(() => useMoneyMutation(venueRecycle));
    await act(async () => void (await result.current.call({})));
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/\S/);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('retries a lost answer with the same request id and emits for the unknown outcome', async () => {
    const heard = signals();
    const { ids } = answering(timeout(), null);
    const { result } = renderHook(() => useMoneyMutation(venueRecycle));
    await act(async () => void (await result.current.run({})));
    expect(result.current.failure).toBeInstanceOf(ApiError);
    expect(heard).toHaveBeenCalledTimes(1);
    await act(async () => void (await result.current.run({})));
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(result.current.failure).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('spends the id on a refusal and emits nothing: no money moved', async () => {
    const heard = signals();
    const { ids } = answering(refusal(), null);
    const { result } = renderHook(() => useMoneyMutation(venueRecycle));
    await act(async () => void (await result.current.run({})));
    expect(heard).not.toHaveBeenCalled();
    await act(async () => void (await result.current.run({})));
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('never runs twice at once: a press in the same frame is refused', async () => {
    let release: () => void = () => undefined;
    const request = fakeEndpoints({
      venueRecycle: () => new Promise((resolve) => (release = () => resolve(recycled))),
    });
    const { result } = renderHook(() => useMoneyMutation(venueRecycle));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.call({});
      second = result.current.call({});
    });
    await expect(second).rejects.toBeInstanceOf(CallAlreadyRunning);
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(result.current.busy).toBe(true);
    await act(async () => {
      release();
      await first;
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
  });
});
