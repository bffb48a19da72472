import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_COUNT_INTERVAL_MS, OnlineCountThrottle } from './online-count-throttle';

describe('OnlineCountThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends a change in a quiet room at once and the changes of the next second once, at its end', () => {
    const sent: string[] = [];
    const counts = new OnlineCountThrottle((rid) => sent.push(rid));
    counts.changed('match-1');
    expect(sent).toEqual(['match-1']);
    for (let i = 0; i < 49; i += 1) {
      vi.advanceTimersByTime(15);
      counts.changed('match-1');
    }
    expect(sent).toEqual(['match-1']);
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS - 49 * 15);
    expect(sent).toEqual(['match-1', 'match-1']);
    // Nothing changed since: the interval ends without a frame and leaves no timer behind.
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    expect(sent).toHaveLength(2);
    expect(counts.pending).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps rooms apart', () => {
    const sent: string[] = [];
    const counts = new OnlineCountThrottle((rid) => sent.push(rid));
    counts.changed('match-1');
    counts.changed('match-2');
    counts.changed('match-1');
    expect(sent).toEqual(['match-1', 'match-2']);
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    expect(sent).toEqual(['match-1', 'match-2', 'match-1']);
  });

  it('drops what is pending for a cancelled room, and everything once stopped', () => {
    const sent: string[] = [];
    const counts = new OnlineCountThrottle((rid) => sent.push(rid));
    counts.changed('match-1');
    counts.changed('match-1');
    counts.cancel('match-1');
    expect(vi.getTimerCount()).toBe(0);
    counts.changed('match-2');
    counts.changed('match-2');
    counts.stop();
    expect(vi.getTimerCount()).toBe(0);
    counts.changed('match-3');
    vi.advanceTimersByTime(10 * ONLINE_COUNT_INTERVAL_MS);
    expect(sent).toEqual(['match-1', 'match-2']);
    expect(counts.pending).toBe(0);
  });

  it('never holds the process open', () => {
    vi.useRealTimers();
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const counts = new OnlineCountThrottle(() => undefined);
    counts.changed('match-1');
    const timer = timeouts.mock.results[0]?.value as NodeJS.Timeout | undefined;
    expect(timer?.hasRef()).toBe(false);
    counts.stop();
  });
});
