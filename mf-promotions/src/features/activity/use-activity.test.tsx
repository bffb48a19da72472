import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promotionConfig } from 'shared/contract';
import { fakeEndpoints } from 'shared/testing/fake-endpoints';
import { resetPlatformState } from 'shared/testing/render';
import { activityFixture } from './activity-fixture';
import { RACE_REFRESH_MS } from './types/race/race-refresh';
import { useActivity } from './use-activity';

const race = activityFixture({
  pageType: 'racePage',
  metric: 'turnover',
  prizes: [],
  leaderboard: [],
  me: { rank: 12, value: 1500 },
  result: null,
});
const climbed = { ...race, detail: { ...race.detail, me: { rank: 3, value: 30000 } } };
const land = activityFixture({ pageType: 'activityLandPage', contentHtml: '<p>正文</p>' });

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  resetPlatformState();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setVisibility('visible');
});

describe('useActivity', () => {
  it('asks for a running race again every 30 s while the tab is visible, not while it is hidden, and at once on return', async () => {
    let answers = 0;
    const request = fakeEndpoints({ promotionConfig: () => (++answers === 1 ? race : climbed) });
    const { result } = renderHook(() => useActivity({ activityId: 7 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.activity).toEqual(race);

    await act(() => vi.advanceTimersByTimeAsync(RACE_REFRESH_MS - 1));
    expect(request).toHaveBeenCalledTimes(1);
    // react-query hands results to React on a 0 ms timer: 100 more covers that hand-over.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(request).toHaveBeenLastCalledWith(promotionConfig, { activityId: 7 });
    expect(result.current.activity).toEqual(climbed);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(RACE_REFRESH_MS * 3));
    expect(request).toHaveBeenCalledTimes(2);

    // Back in view: fresh figures at once.
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('does not poll an ended race, nor a page of another type', async () => {
    const request = fakeEndpoints({
      promotionConfig: (input) =>
        'activityId' in input && input.activityId === 7 ? { ...race, status: 'ended' } : land,
    });
    renderHook(() => useActivity({ activityId: 7 }));
    renderHook(() => useActivity({ activityId: 8 }));
    await act(() => vi.advanceTimersByTimeAsync(RACE_REFRESH_MS * 2));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('keeps the board shown when a poll fails', async () => {
    let answers = 0;
    fakeEndpoints({
      promotionConfig: () => {
        if (++answers === 2) throw new Error('网络异常');
        return race;
      },
    });
    const { result } = renderHook(() => useActivity({ activityId: 7 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(RACE_REFRESH_MS + 10));
    expect(answers).toBe(2);
    expect(result.current.status).toBe('success');
    expect(result.current.activity).toEqual(race);
  });
});
