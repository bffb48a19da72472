import { describe, expect, it } from 'vitest';
import { RateWindow } from './rate-window';

describe('RateWindow', () => {
  it('takes `limit` events in a window and refuses the next', () => {
    const window = new RateWindow(3, 1_000);
    expect([0, 10, 20, 30].map((t) => window.take(t))).toEqual([true, true, true, false]);
  });

  it('takes again once the oldest event left the window, and does not count refusals', () => {
    const window = new RateWindow(2, 1_000);
    window.take(0);
    window.take(500);
    expect(window.take(900)).toBe(false);
    expect(window.take(999)).toBe(false);
    expect(window.take(1_000)).toBe(true);
    expect(window.take(1_400)).toBe(false);
    expect(window.take(1_500)).toBe(true);
  });
});
