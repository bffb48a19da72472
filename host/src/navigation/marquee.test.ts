import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentTitle, marqueeFrame } from './marquee';
import { useMarqueeTitle } from './use-marquee-title';

describe('marqueeFrame', () => {
  it('leaves a title of up to 15 characters still', () => {
    expect(marqueeFrame('首页 - 星耀体育', 3)).toBe('首页 - 星耀体育');
  });

  it('moves one character to the end per step and wraps around', () => {
    const long = '0123456789ABCDEF';
    expect(marqueeFrame(long, 1)).toBe('123456789ABCDEF0');
    expect(marqueeFrame(long, 16)).toBe(long);
  });
});

describe('useMarqueeTitle', () => {
  afterEach(() => vi.useRealTimers());

  it('scrolls a long title every 300 ms and stops when unmounted', () => {
    vi.useFakeTimers();
    const title = documentTitle('新人首存送百分百彩金活动', '星耀体育娱乐城');
    const { unmount } = renderHook(() => useMarqueeTitle(title));
    expect(document.title).toBe(title);
    vi.advanceTimersByTime(299);
    expect(document.title).toBe(title);
    vi.advanceTimersByTime(1);
    expect(document.title).toBe(marqueeFrame(title, 1));
    vi.advanceTimersByTime(600);
    expect(document.title).toBe(marqueeFrame(title, 3));
    unmount();
    vi.advanceTimersByTime(900);
    expect(document.title).toBe(marqueeFrame(title, 3));
  });

  it('keeps a short title still', () => {
    vi.useFakeTimers();
    renderHook(() => useMarqueeTitle('首页 - 星耀体育'));
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe('首页 - 星耀体育');
  });
});
