import { Activity } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import type { SportsMethod } from 'shared/contract';
import '../../../setup';
import { priceStore } from '../../feed';
import { testMatch } from '../../../testing/test-match';
import { fakeSports } from '../../../api/sports-fakes';
import { INITIAL_BOOK_FILTER, type BookFilter } from '../book-filter';
import { BOARD_REFRESH_MS, useBookBoard } from './use-book-board';

interface Call {
  method: SportsMethod;
  request: unknown;
  /** The abort signal the call was sent with (the spy's third argument). */
  readonly signal: AbortSignal | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
const calls: Call[] = [];

/** Every snapshot call waits until the test answers it. */
function holdCalls(): void {
  const spy = fakeSports({ matches: (request) => held('matches', request), outrights: (request) => held('outrights', request) });
  function held<T>(method: SportsMethod, request: unknown): Promise<T> {
    const index = calls.length;
    return new Promise<T>((resolve, reject) => {
      calls.push({
        method,
        request,
        get signal() {
          return ((spy.mock.calls[index] as unknown[] | undefined)?.[2] as { signal?: AbortSignal } | undefined)?.signal;
        },
        resolve: (value) => resolve(value as T),
        reject,
      });
    });
  }
}

const snapshot = (feedSeq: number, odds = 1.95) => ({
  matches: [testMatch({ markets: [{ w: 'R', ratio: '0.5', strong: 'H', open: true, prices: [{ r: 'H', odds }, { r: 'C', odds: 1.9 }] }] })],
  feedSeq,
  serverTime: '',
});

/** Runs the action, then lets the answer through the api layer (a few promise steps). */
async function settle(action: () => void = () => {}) {
  await act(async () => {
    action();
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  holdCalls();
  priceStore.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the board snapshot', () => {
  it('loads the snapshot into the price store and refreshes it every minute', async () => {
    const { result } = renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    expect(result.current.status).toBe('loading');
    await settle(() => calls[0]!.resolve(snapshot(7)));
    expect(result.current.status).toBe('success');
    expect(result.current.matches).toHaveLength(1);
    expect(priceStore.get('g1|R|H')?.odds).toBe(1.95);
    expect(priceStore.feedSeq).toBe(7);

    await act(() => vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS));
    expect(calls).toHaveLength(2);
    // A background refresh keeps the list on screen.
    expect(result.current.status).toBe('success');
    await settle(() => calls[1]!.resolve(snapshot(9, 2.05)));
    expect(priceStore.get('g1|R|H')?.odds).toBe(2.05);
  });

  it('sends no second request while one runs', async () => {
    renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await act(() => vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS * 3));
    expect(calls).toHaveLength(1);
  });

  it('aborts the running request for a new choice and ignores its answer', async () => {
    const { result, rerender } = renderHook(({ filter }: { filter: BookFilter }) => useBookBoard(filter), { initialProps: { filter: INITIAL_BOOK_FILTER } });
    rerender({ filter: { ...INITIAL_BOOK_FILTER, sport: 'BK' } });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(calls[1]!.request).toMatchObject({ sport: 'BK' });
    await settle(() => calls[0]!.resolve(snapshot(3, 9.9)));
    expect(result.current.status).toBe('loading');
    expect(priceStore.get('g1|R|H')).toBeUndefined();
    await settle(() => calls[1]!.resolve(snapshot(4)));
    expect(priceStore.get('g1|R|H')?.odds).toBe(1.95);
  });

  it('reloads at once when asked (a feed resync), replacing a running refresh', async () => {
    const { result } = renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle(() => calls[0]!.resolve(snapshot(1)));
    await settle(() => result.current.reload());
    await settle(() => result.current.reload());
    expect(calls).toHaveLength(3);
    expect(calls[1]!.signal?.aborted).toBe(true);
  });

  it('keeps the list and tells the failure of a background refresh', async () => {
    const { result } = renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    await settle(() => calls[0]!.resolve(snapshot(1)));
    await act(() => vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS));
    await settle(() => calls[1]!.reject(new ApiError({ kind: 'timeout', code: 0, message: '请求超时，请稍后重试', path: '/x' })));
    expect(result.current).toMatchObject({ status: 'error', error: '请求超时，请稍后重试' });
    expect(result.current.matches).toHaveLength(1);
  });

  it('asks for outrights in the champion market', async () => {
    const { result } = renderHook(() => useBookBoard({ market: 'FSFT', sport: 'FS', leagueIds: [3], date: null }));
    expect(calls[0]).toMatchObject({ method: 'outrights', request: { market: 'FSFT', sport: 'ALL', leagueIds: [3] } });
    await settle(() => calls[0]!.resolve({ outrights: [] }));
    expect(result.current.status).toBe('success');
  });

  it('sends no league list longer than the contract allows, filtering in the page instead', () => {
    const many = Array.from({ length: 60 }, (_, i) => i + 1);
    renderHook(() => useBookBoard({ ...INITIAL_BOOK_FILTER, leagueIds: many }));
    expect(calls[0]!.request).toMatchObject({ leagueIds: [] });
  });

  it('gives up the request when the book goes away', () => {
    const { unmount } = renderHook(() => useBookBoard(INITIAL_BOOK_FILTER));
    unmount();
    expect(calls[0]!.signal?.aborted).toBe(true);
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
    await settle(() => calls[0]!.resolve(snapshot(1)));
    view.rerender(
      <Activity mode="hidden">
        <Board />
      </Activity>,
    );
    // Hidden: effects are gone, so the minute timer and the request with them.
    await act(() => vi.advanceTimersByTimeAsync(BOARD_REFRESH_MS * 2));
    expect(calls).toHaveLength(1);
    view.rerender(
      <Activity mode="visible">
        <Board />
      </Activity>,
    );
    expect(calls).toHaveLength(2);
    expect(seen!.status).toBe('success');
    expect(seen!.matches).toHaveLength(1);
  });
});
