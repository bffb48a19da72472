import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../setup';
import { fakeSports, sportsCalls } from './sports-fakes';
import { useSports } from './use-sports';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSports', () => {
  it('asks one question once however often the page renders, though each send is stamped anew', async () => {
    vi.useFakeTimers();
    const request = fakeSports({ betLimits: { minStake: 10, maxStake: 5000 } });
    const { result, rerender } = renderHook(() => useSports('betLimits', { mode: 'single' }, { freshFor: Infinity }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.data).toEqual({ minStake: 10, maxStake: 5000 });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    rerender();
    renderHook(() => useSports('betLimits', { mode: 'single' }, { freshFor: Infinity }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(sportsCalls(request, 'betLimits')).toHaveLength(1);
    expect(sportsCalls(request, 'betLimits')[0]!.request).toMatchObject({
      mode: 'single',
      langx: 'zh-cn',
      timestamp: expect.any(Number),
    });
  });

  it('is the error state for an answer outside the method schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A wrong shape on purpose: the schema must refuse it.
    fakeSports({ betLimits: { minStake: -1, maxStake: 5000 } });
    const { result } = renderHook(() => useSports('betLimits', { mode: 'multiple' }));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
