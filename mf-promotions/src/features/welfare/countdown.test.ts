import { describe, expect, it } from 'vitest';
import { clock, remainingUntil } from './countdown';

const now = Date.parse('2026-03-01T00:00:00Z');

describe('remainingUntil', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(remainingUntil('2026-03-03T05:04:03Z', now)).toEqual({ days: 2, hours: 5, minutes: 4, seconds: 3 });
  });

  it('reads the Beijing wall-clock time the server sends, whatever the browser zone', () => {
    // 2026-03-01 08:00 in Beijing is midnight UTC, `now`.
    expect(remainingUntil('2026-03-03 13:04:03', now)).toEqual({ days: 2, hours: 5, minutes: 4, seconds: 3 });
    expect(remainingUntil('2026-03-01 08:00:00', now)).toBeNull();
  });

  it('answers null once the instant has passed, or for an unreadable one', () => {
    expect(remainingUntil('2026-03-01T00:00:00Z', now)).toBeNull();
    expect(remainingUntil('2026-02-28T23:59:59Z', now)).toBeNull();
    expect(remainingUntil('soon', now)).toBeNull();
  });

  it('ignores the fraction of the last second', () => {
    expect(remainingUntil('2026-03-01T00:00:00.900Z', now)).toBeNull();
    expect(remainingUntil('2026-03-01T00:00:01.500Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
});

describe('clock', () => {
  it('pads each part to two digits', () => {
    expect(clock({ days: 0, hours: 3, minutes: 7, seconds: 9 })).toBe('03:07:09');
  });
});
