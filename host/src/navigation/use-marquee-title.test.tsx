import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeReducedMotion } from 'shared/testing/fake-reduced-motion';
import { MARQUEE_STEP_MS } from './marquee';
import { useMarqueeTitle } from './use-marquee-title';

const LONG = '亚洲第一体育娱乐平台欢迎您光临本站，祝您好运连连';

afterEach(() => vi.useRealTimers());

describe('title marquee', () => {
  it('rotates a long title step by step', () => {
    fakeReducedMotion(false);
    vi.useFakeTimers();
    renderHook(() => useMarqueeTitle(LONG));
    expect(document.title).toBe(LONG);
    vi.advanceTimersByTime(MARQUEE_STEP_MS * 3);
    expect(document.title).not.toBe(LONG);
  });

  it('holds a long title still when the member asked for less motion', () => {
    fakeReducedMotion(true);
    vi.useFakeTimers();
    renderHook(() => useMarqueeTitle(LONG));
    vi.advanceTimersByTime(MARQUEE_STEP_MS * 10);
    expect(document.title).toBe(LONG);
  });
});
