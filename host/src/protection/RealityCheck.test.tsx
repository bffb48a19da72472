import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { appStore, sessionAtom } from 'shared/state';
import { resetPlatformState, signInForTest } from 'shared/testing/render';
import { PlatformProviders } from 'shared/ui';
import '../setup';
import { RealityCheck, REALITY_CHECK_CHANGED } from './RealityCheck';

const MIN = 60_000;
const START = Date.parse('2026-11-24T04:00:00.000Z');

/** The server's answers: the session began at START; `net` and `minutes` may change between calls. */
function serve(state: { net: number; minutes: 0 | 15 | 30 | 60 }) {
  return fakeEndpoints({
    protectionSession: () => ({
      sessionStart: new Date(START).toISOString(),
      now: new Date().toISOString(),
      netResult: state.net,
      realityCheckMinutes: state.minutes,
    }),
    logout: null,
  });
}

function mount() {
  render(
    <PlatformProviders withGlobalStyle={false}>
      <RealityCheck />
    </PlatformProviders>,
  );
}

/** Lets the answered promises settle at the fake time. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

// The reminder loads the query library on demand; a module import is real I/O that fake timers never
// move, so the first file of a worker to need it would wait past the steps below. Loaded once here.
beforeAll(async () => {
  await import('shared/query');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START + 5 * MIN);
  resetPlatformState();
  signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the reality check', () => {
  it('shows the time played and the net result on the hour, and again an hour after 继续游戏', async () => {
    const state = { net: -120.5, minutes: 60 as const };
    serve(state);
    mount();
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(54 * MIN);
    });
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1 * MIN + 1_000);
    });
    expect(screen.getByRole('dialog', { name: '游戏时间提醒' })).toBeInTheDocument();
    expect(screen.getByTestId('reality-check')).toHaveTextContent('您本次登录已游戏 60 分钟');
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('本次登录以来净输赢：-¥120.50');

    state.net = 30;
    fireEvent.click(screen.getByRole('button', { name: '继续游戏' }));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * MIN);
    });
    expect(screen.getByTestId('reality-check')).toHaveTextContent('已游戏 120 分钟');
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('¥30');
  });

  it('logs out from the reminder', async () => {
    const request = serve({ net: 0, minutes: 15 });
    mount();
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * MIN + 1_000);
    });
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await settle();
    expect(request).toHaveBeenCalledWith(logout, {});
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('stays away when turned off, and follows a change made on the settings page', async () => {
    const state: { net: number; minutes: 0 | 15 | 30 | 60 } = { net: 0, minutes: 0 };
    serve(state);
    mount();
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120 * MIN);
    });
    expect(screen.queryByTestId('reality-check')).toBeNull();
    state.minutes = 30;
    act(() => {
      window.dispatchEvent(new Event(REALITY_CHECK_CHANGED));
    });
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30 * MIN);
    });
    expect(screen.getByTestId('reality-check')).toBeInTheDocument();
  });
});
