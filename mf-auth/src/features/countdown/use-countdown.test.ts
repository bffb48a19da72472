import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('countdown', () => {
  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });

  it('counts 60 seconds down, one a second, then stops', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(59);
    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(result.current.remaining).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('can start running, restart and stop', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current.remaining).toBe(3);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(result.current.remaining).toBe(1);
    act(() => result.current.start(10));
    expect(result.current.remaining).toBe(10);
    act(() => result.current.stop());
    expect(result.current.running).toBe(false);
  });

  it('keeps to the clock when ticks come late (a throttled background tab)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The browser delivered no tick for 30 s, then one: the count jumps to the truth.
    vi.setSystemTime(Date.now() + 30_000);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(29);
  });
});
