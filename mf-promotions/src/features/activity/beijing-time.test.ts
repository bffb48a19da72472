import { describe, expect, it } from 'vitest';
import { beijingInstant, splitDuration } from './beijing-time';

describe('beijing time', () => {
  it('reads a server wall-clock time as Beijing time, and an ISO instant as it is', () => {
    expect(beijingInstant('2025-01-01 08:00:00')).toBe(Date.parse('2025-01-01T00:00:00Z'));
    expect(beijingInstant('2025-01-01T00:00:00Z')).toBe(Date.parse('2025-01-01T00:00:00Z'));
    expect(beijingInstant('长期有效')).toBeNaN();
  });

  it('splits a duration into days, hours, minutes and seconds, never below zero', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
