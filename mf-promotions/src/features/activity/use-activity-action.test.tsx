import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type CallOptions } from 'shared/api';
import { bus } from 'shared/bus';
import { confirmInfo } from 'shared/contract';
import { i18n } from 'shared/i18n';
import { PlatformProviders } from 'shared/ui';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { resetPlatformState } from 'shared/testing/render';
import '../../setup';
import { activityFixture } from './activity-fixture';
import { announceReward, useActivityAction, type ConfirmInfoResult } from './use-activity-action';

const activity = activityFixture({
  pageType: 'bettingGift',
  tiers: [{ turnover: 100, reward: 8 }],
  myTurnover: 150,
  claimed: [],
});
const answer: ConfirmInfoResult = {
  reward: { amount: 8, turnoverRequired: 8, title: '投注送礼' },
  prize: null,
  activity: { ...activity, detail: { ...activity.detail, claimed: [0] } },
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <PlatformProviders withGlobalStyle={false}>{children}</PlatformProviders>
);

function requestIds(spy: { mock: { calls: unknown[][] } }): (string | undefined)[] {
  return spy.mock.calls.map((call) => (call[2] as CallOptions | undefined)?.requestId);
}

/** confirmInfo answers these in turn (the last one again after): a value, or an error it rejects with. */
function confirmAnswers(...replies: (ConfirmInfoResult | Error)[]) {
  let next = 0;
  return fakeEndpoints({
    confirmInfo: () => {
      const reply = replies[Math.min(next, replies.length - 1)]!;
      next += 1;
      if (reply instanceof Error) throw reply;
      return reply;
    },
  });
}

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('useActivityAction', () => {
  it('sends the action with the activity id and a request id, then hands on the new activity, refreshes the balance and toasts the reward', async () => {
    const request = confirmAnswers(answer);
    const onChange = vi.fn();
    const events: string[] = [];
    const offBalance = bus.on('balance:refresh', () => events.push('balance'));
    const offToast = bus.on('ui:toast', (toast) => events.push(toast.message));
    const { result } = renderHook(() => useActivityAction(activity, onChange), { wrapper });

    let outcome: ConfirmInfoResult | null = null;
    await act(async () => {
      outcome = await result.current.run({ action: 'claimTier', tier: 0 });
    });
    offBalance();
    offToast();

    expect(outcome).toBe(answer);
    expect(request).toHaveBeenCalledWith(
      confirmInfo,
      { action: 'claimTier', tier: 0, activityId: 7 },
      { requestId: expect.any(String) as string },
    );
    expect(onChange).toHaveBeenCalledWith(answer.activity);
    expect(events).toEqual(['balance', '恭喜获得 ¥8']);
    expect(result.current.error).toBeNull();
  });

  it('retries a lost answer with the same request id, so the reward cannot be paid twice', async () => {
    const request = confirmAnswers(
      new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: confirmInfo.path }),
      answer,
    );
    const onChange = vi.fn();
    const { result } = renderHook(() => useActivityAction(activity, onChange), { wrapper });

    await act(async () => void (await result.current.run({ action: 'claimTier', tier: 0 })));
    expect(result.current.error).toBe('请求超时，请稍后重试');
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => void (await result.current.run({ action: 'claimTier', tier: 0 })));
    const [first, retry] = requestIds(request);
    expect(retry).toBe(first);
    expect(onChange).toHaveBeenCalledWith(answer.activity);
    expect(result.current.error).toBeNull();
  });

  it("shows a refusal in the server's words and hands on nothing", async () => {
    const request = confirmAnswers(
      new ApiError({ kind: 'business', code: 6012, message: '未达到领取条件', path: confirmInfo.path }),
    );
    const onChange = vi.fn();
    const { result } = renderHook(() => useActivityAction(activity, onChange), { wrapper });

    let outcome: ConfirmInfoResult | null = answer;
    await act(async () => {
      outcome = await result.current.run({ action: 'claimTier', tier: 0 });
    });
    expect(outcome).toBeNull();
    expect(result.current.error).toBe('未达到领取条件');
    expect(onChange).not.toHaveBeenCalled();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('does not toast when nothing was paid', async () => {
    confirmAnswers({ ...answer, reward: null });
    const listener = vi.fn();
    const off = bus.on('ui:toast', listener);
    const { result } = renderHook(() => useActivityAction(activity, vi.fn()), { wrapper });
    await act(async () => void (await result.current.run({ action: 'claimTier', tier: 0 })));
    off();
    expect(listener).not.toHaveBeenCalled();
  });

  it('leaves the announcement to the panel when asked (the draw tells its prize once the lights stop)', async () => {
    confirmAnswers(answer);
    const events: string[] = [];
    const offBalance = bus.on('balance:refresh', () => events.push('balance'));
    const offToast = bus.on('ui:toast', (toast) => events.push(toast.message));
    const { result } = renderHook(() => useActivityAction(activity, vi.fn()), { wrapper });
    await act(async () => void (await result.current.run({ action: 'draw' }, { announceReward: false })));
    // The money call has the balance refetched; the toast waits for the panel.
    expect(events).toEqual(['balance']);
    announceReward(answer, i18n.getFixedT('zh-CN', 'promotions'));
    offBalance();
    offToast();
    expect(events).toEqual(['balance', '恭喜获得 ¥8']);
  });
});
