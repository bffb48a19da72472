import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { CallAlreadyRunning, outcomeUnknown, useOncePerRequest } from './use-once-per-request';

const timeout = () => new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: '/pay' });
const refusal = () => new ApiError({ kind: 'business', code: 6012, message: '未达到领取条件', path: '/pay' });

/** A send that records the request id of each call and answers what `answers` says, in order. */
function sender(...answers: (string | Error)[]) {
  const ids: string[] = [];
  const send = vi.fn(async (_args: { amount: number }, requestId: string) => {
    ids.push(requestId);
    const next = answers.shift() ?? 'ok';
    if (next instanceof Error) throw next;
    return next;
  });
  return { send, ids };
}

describe('useOncePerRequest', () => {
  it('sends each press with a new request id and answers the result', async () => {
    const { send, ids } = sender('first', 'second');
    const { result } = renderHook(() => useOncePerRequest(send));
    let answers: (string | null)[] = [];
    await act(async () => {
      answers = [await result.current.run({ amount: 1 }), await result.current.run({ amount: 1 })];
    });
    expect(answers).toEqual(['first', 'second']);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeTruthy();
    expect(ids[1]).not.toBe(ids[0]);
    expect(result.current.failure).toBeNull();
  });

  it('retries a lost answer with the same request id, so the server applies it once', async () => {
    const { send, ids } = sender(timeout(), 'paid');
    const { result } = renderHook(() => useOncePerRequest(send));
    await act(async () => void (await result.current.run({ amount: 5 })));
    expect(result.current.failure).toBeInstanceOf(ApiError);
    await act(async () => void (await result.current.run({ amount: 5 })));
    expect(ids[1]).toBe(ids[0]);
    expect(result.current.failure).toBeNull();
  });

  it('starts afresh after a refusal, and for another action after a lost answer', async () => {
    const { send, ids } = sender(refusal(), timeout(), 'ok');
    const { result } = renderHook(() => useOncePerRequest(send));
    await act(async () => void (await result.current.run({ amount: 5 })));
    await act(async () => void (await result.current.run({ amount: 5 })));
    expect(ids[1]).not.toBe(ids[0]);
    // The lost answer was for 5; 6 is another action.
    await act(async () => void (await result.current.run({ amount: 6 })));
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('keys actions with keyOf, and says which one is running', async () => {
    let settle: (value: string) => void = () => undefined;
    const send = vi.fn(
      (_args: { id: number; note: string }, _requestId: string) => new Promise<string>((resolve) => (settle = resolve)),
    );
    const { result } = renderHook(() => useOncePerRequest(send, (args) => String(args.id)));
    let pressed: Promise<string | null> = Promise.resolve(null);
    act(() => {
      pressed = result.current.run({ id: 12, note: 'a' });
    });
    expect(result.current.runningKey).toBe('12');
    expect(result.current.busy).toBe(true);
    await act(async () => {
      settle('done');
      await pressed;
    });
    expect(result.current.runningKey).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('ignores a second press while the first runs: run answers null, call rejects with CallAlreadyRunning', async () => {
    let settle: (value: string) => void = () => undefined;
    const send = vi.fn(
      (_args: { amount: number }, _requestId: string) => new Promise<string>((resolve) => (settle = resolve)),
    );
    const { result } = renderHook(() => useOncePerRequest(send));
    let first: Promise<string> = Promise.resolve('');
    let second: string | null = 'not yet';
    await act(async () => {
      first = result.current.call({ amount: 1 });
      second = await result.current.run({ amount: 1 });
      await expect(result.current.call({ amount: 1 })).rejects.toBeInstanceOf(CallAlreadyRunning);
    });
    expect(second).toBeNull();
    await act(async () => {
      settle('ok');
      await first;
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.failure).toBeNull();
  });

  it('rejects call with the error and keeps it as the failure', async () => {
    const { send } = sender(refusal());
    const { result } = renderHook(() => useOncePerRequest(send));
    await act(async () => {
      await expect(result.current.call({ amount: 1 })).rejects.toMatchObject({ code: 6012 });
    });
    expect(result.current.failure).toMatchObject({ message: '未达到领取条件' });
  });
});

describe('outcomeUnknown', () => {
  it('is true for a lost answer or a bug, false for the server refusing', () => {
    expect(outcomeUnknown(timeout())).toBe(true);
    expect(outcomeUnknown(new ApiError({ kind: 'network', code: 0, message: '网络异常', path: '/pay' }))).toBe(true);
    expect(outcomeUnknown(new TypeError('x'))).toBe(true);
    expect(outcomeUnknown(refusal())).toBe(false);
  });
});
