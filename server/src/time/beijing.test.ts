import { describe, expect, it } from 'vitest';
import { beijingAt, beijingDate, beijingDayStart, formatBeijing } from './beijing';

describe('formatBeijing', () => {
  it('prints UTC+8 wall-clock time', () => {
    expect(formatBeijing(new Date('2025-01-31T20:30:05Z'))).toBe('2025-02-01 04:30:05');
  });
});

describe('beijingAt', () => {
  it('moves by Beijing days, not UTC days', () => {
    // 23:00 UTC is already the next day in Beijing.
    const now = new Date('2025-03-01T23:00:00Z');
    expect(formatBeijing(beijingAt(now, 0, 10))).toBe('2025-03-02 10:00:00');
    expect(formatBeijing(beijingAt(now, -2, 9, 30))).toBe('2025-02-28 09:30:00');
  });
});

describe('beijingDate / beijingDayStart', () => {
  it('names the Beijing day of an instant and finds where it begins', () => {
    expect(beijingDate(new Date('2025-03-01T15:59:59Z'))).toBe('2025-03-01');
    expect(beijingDate(new Date('2025-03-01T16:00:00Z'))).toBe('2025-03-02');
    expect(beijingDayStart('2025-03-02').toISOString()).toBe('2025-03-01T16:00:00.000Z');
  });
});
