import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeReducedMotion } from 'shared/testing/fake-reduced-motion';
import { POOL_TICK_MS, useCountingAmount } from './use-counting-amount';

afterEach(() => vi.useRealTimers());

function reading() {
  return {
    pool: { enName: 'PGDZ', amount: 1000, perSecond: 10, at: '2026-01-01T00:00:00.000Z' },
    receivedAt: Date.now(),
  };
}

describe('counting jackpot', () => {
  it('counts up while shown', () => {
    fakeReducedMotion(false);
    vi.useFakeTimers();
    const fixed = reading();
    const { result } = renderHook(() => useCountingAmount(fixed));
    const first = result.current;
    act(() => {
      vi.advanceTimersByTime(POOL_TICK_MS * 10);
    });
    expect(result.current).toBeGreaterThan(first);
  });

  it('stands at its value when the member asked for less motion', () => {
    fakeReducedMotion(true);
    vi.useFakeTimers();
    const fixed = reading();
    const { result } = renderHook(() => useCountingAmount(fixed));
    expect(result.current).toBe(1000);
    act(() => {
      vi.advanceTimersByTime(POOL_TICK_MS * 10);
    });
    expect(result.current).toBe(1000);
  });
});
