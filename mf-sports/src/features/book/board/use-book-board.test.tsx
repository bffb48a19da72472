import { Activity } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import type { SportsMethod } from 'shared/contract';
import '../../../setup';
import { feedWatch, priceStore } from '../../feed';
import { testMatch } from '../../../testing/test-match';
import { fakeSports } from '../../../api/sports-fakes';
import { INITIAL_BOOK_FILTER, type BookFilter } from '../book-filter';
import { BOARD_REFRESH_MS, useBookBoard } from './use-book-board';

interface Call {
  method: SportsMethod;
  request: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
const calls: Call[] = [];

/** Every snapshot call waits until the test answers it. */
function holdCalls(): void {
  fakeSports({ matches: (request) => held('matches', request), outrights: (request) => held('outrights', request) });
  function held<T>(method: SportsMethod, request: unknown): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      calls.push({ method, request, resolve: (value) => resolve(value as T), reject });
    });
  }
}

const snapshot = (feedSeq: number, odds = 1.95) => ({
  matches: [
    testMatch({
      markets: [
        {
          w: 'R',
          ratio: '0.5',
          strong: 'H',
          open: true,
          prices: [
            { r: 'H', odds },
            { r: 'C', odds: 1.9 },
          ],
        },
      ],
    }),
  ],
  feedSeq,
  serverTime: '',
});

/** Runs the action, then lets the answer through the api and query layers (react-query hands results on on a 0 ms timer). */
async function settle(action: () => void = () => {}) {
  await act(async () => {
    action();
    await vi.advanceTimersByTimeAsync(10);
  });
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  holdCalls();
  priceStore.reset();
  feedWatch.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setVisibility('visible');
});

describe('the board snapshot', () => {
  it('loads the snapshot into the price store and refreshes it every minute', async () => {
    const { result } = renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle();
    expect(result.current.status).toBe('loading');
    await settle(() => calls[0]!.resolve(snapshot(7)));
    expect(result.current.status).toBe('success');
    expect(result.current.matches).toHaveLength(1);
    expect(priceStore.get('g1|R|H')?.odds).toBe(1.95);
    expect(priceStore.feedSeq).toBe(7);

    await settle(() => void vi.advanceTimersByTime(BOARD_REFRESH_MS));
    expect(calls).toHaveLength(2);
    // A background refresh keeps the list on screen.
    expect(result.current.status).toBe('success');
    expect(result.current.matches).toHaveLength(1);
    await settle(() => calls[1]!.resolve(snapshot(9, 2.05)));
    expect(priceStore.get('g1|R|H')?.odds).toBe(2.05);
  });

  it('has the feed watch everything while a snapshot travels and its matches once it lands', async () => {
    renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle();
    expect(feedWatch.current()).toBeNull();
    await settle(() => calls[0]!.resolve(snapshot(7)));
    expect(feedWatch.current()).toEqual(['g1', 'h1']);
    await settle(() => void vi.advanceTimersByTime(BOARD_REFRESH_MS));
    expect(feedWatch.current()).toBeNull();
    await settle(() =>
      calls[1]!.reject(new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: '/x' })),
    );
    expect(feedWatch.current()).toEqual(['g1', 'h1']);
  });

  it('keeps the feed changes heard while a refresh travels when its snapshot is older than them', async () => {
    renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle();
    await settle(() => calls[0]!.resolve(snapshot(1)));
    await settle(() => void vi.advanceTimersByTime(BOARD_REFRESH_MS));
    expect(calls).toHaveLength(2);
    priceStore.enqueue({
      type: 'batch',
      seq: 2,
      at: 2,
      odds: [['g1', 'R', 'H', 2.4, '0.5', 1]],
      matches: [],
      ended: [],
    });
    priceStore.flush();
    // The answer was computed at seq 1, before that change.
    await settle(() => calls[1]!.resolve(snapshot(1)));
    expect(priceStore.get('g1|R|H')?.odds).toBe(2.4);
    expect(priceStore.feedSeq).toBe(2);
  });

  it('pauses in a hidden tab and refreshes at once when the player comes back', async () => {
    renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle();
    await settle(() => calls[0]!.resolve(snapshot(1)));
    act(() => setVisibility('hidden'));
    await settle(() => void vi.advanceTimersByTime(BOARD_REFRESH_MS * 3));
    expect(calls).toHaveLength(1);
    await settle(() => setVisibility('visible'));
    expect(calls).toHaveLength(2);
    await settle(() => calls[1]!.resolve(snapshot(2, 2.2)));
    expect(priceStore.get('g1|R|H')?.odds).toBe(2.2);
  });

  it('sends no second request while one runs', async () => {
    renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle(() => void vi.advanceTimersByTime(BOARD_REFRESH_MS * 3));
    expect(calls).toHaveLength(1);
  });

  it('asks for a new choice at once, clears the list meanwhile and ignores the answer of the last one', async () => {
    const { result, rerender } = renderHook(({ filter }: { filter: BookFilter }) => useBookBoard(filter), {
      initialProps: { filter: INITIAL_BOOK_FILTER },
    });
    await settle();
    rerender({ filter: { ...INITIAL_BOOK_FILTER, sport: 'BK' } });
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.request).toMatchObject({ sport: 'BK' });
    await settle(() => calls[0]!.resolve(snapshot(3, 9.9)));
    expect(result.current.status).toBe('loading');
    expect(result.current.matches).toHaveLength(0);
    expect(priceStore.get('g1|R|H')).toBeUndefined();
    await settle(() => calls[1]!.resolve(snapshot(4)));
    expect(priceStore.get('g1|R|H')?.odds).toBe(1.95);
    expect(result.current.matches).toHaveLength(1);
  });

  it('reloads at once when asked (a feed resync), replacing a running refresh', async () => {
    const { result } = renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle();
    await settle(() => calls[0]!.resolve(snapshot(1)));
    await settle(() => result.current.reload());
    await settle(() => result.current.reload());
    expect(calls).toHaveLength(3);
    // The replaced refresh's late answer is dropped; the last one's is loaded.
    await settle(() => calls[1]!.resolve(snapshot(2, 5.5)));
    expect(priceStore.get('g1|R|H')?.odds).toBe(1.95);
    await settle(() => calls[2]!.resolve(snapshot(3, 2.1)));
    expect(priceStore.get('g1|R|H')?.odds).toBe(2.1);
    expect(result.current.status).toBe('success');
  });

  it('keeps the list when a background refresh fails', async () => {
    const { result } = renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle();
    await settle(() => calls[0]!.resolve(snapshot(1)));
    await settle(() => void vi.advanceTimersByTime(BOARD_REFRESH_MS));
    await settle(() =>
      calls[1]!.reject(new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: '/x' })),
    );
    expect(result.current.status).toBe('success');
    expect(result.current.matches).toHaveLength(1);
  });

  it('tells the failure of the first load', async () => {
    const { result } = renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle();
    await settle(() =>
      calls[0]!.reject(new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: '/x' })),
    );
    expect(result.current).toMatchObject({ status: 'error', error: '请求超时，请稍后重试', matches: [] });
  });

  it('asks for outrights in the champion market', async () => {
    const { result } = renderHook(() => useBookBoard({ market: 'FSFT', sport: 'FS', leagueIds: [3], date: null }));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'outrights', request: { market: 'FSFT', sport: 'ALL', leagueIds: [3] } });
    await settle(() => calls[0]!.resolve({ outrights: [] }));
    expect(result.current.status).toBe('success');
  });

  it('sends no league list longer than the contract allows, filtering in the page instead', async () => {
    const many = Array.from({ length: 60 }, (_, i) => i + 1);
    renderHook(() => useBookBoard({ ...INITIAL_BOOK_FILTER, leagueIds: many }));
    await settle();
    expect(calls[0]!.request).toMatchObject({ leagueIds: [] });
  });

  it('loads nothing into the store from an answer that lands after the book went away', async () => {
    const { unmount } = renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle();
    unmount();
    await settle(() => calls[0]!.resolve(snapshot(5)));
    expect(priceStore.get('g1|R|H')).toBeUndefined();
    expect(priceStore.feedSeq).toBe(-1);
  });
});

describe('a kept-alive book shown again', () => {
  it('refreshes the snapshot behind the list it still shows', async () => {
    let seen: ReturnType<typeof useBookBoard> | null = null;
    function Board() {
      seen = useBookBoard(INITIAL_BOOK_FILTER);
      return null;
    }
    const view = render(
      <Activity mode="visible">
        <Board />
      </Activity>,
    );
    await settle();
    await settle(() => calls[0]!.resolve(snapshot(1)));
    view.rerender(
      <Activity mode="hidden">
        <Board />
      </Activity>,
    );
    // Hidden: effects are gone, so the minute poll and the request with them.
    await settle(() => void vi.advanceTimersByTime(BOARD_REFRESH_MS * 2));
    expect(calls).toHaveLength(1);
    view.rerender(
      <Activity mode="visible">
        <Board />
      </Activity>,
    );
    await settle();
    expect(calls).toHaveLength(2);
    expect(seen!.status).toBe('success');
    expect(seen!.matches).toHaveLength(1);
  });
});
