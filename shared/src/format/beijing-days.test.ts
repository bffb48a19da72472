import { describe, expect, it } from 'vitest';
import { beijingDay, isDay, matchingRange, quickRange, shiftDay } from './beijing-days';

// 2025-03-10 17:30 UTC is already 2025-03-11 01:30 in Beijing.
const lateUtc = new Date('2025-03-10T17:30:00Z');

describe('Beijing days', () => {
  it('takes the Beijing calendar day, whatever the zone of the instant', () => {
    expect(beijingDay(lateUtc)).toBe('2025-03-11');
    expect(beijingDay(new Date('2025-03-10T15:59:59Z'))).toBe('2025-03-10');
  });

  it('shifts days across months and years', () => {
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('gives the quick ranges with today included', () => {
    expect(quickRange('today', lateUtc)).toEqual({ from: '2025-03-11', to: '2025-03-11' });
    expect(quickRange('week', lateUtc)).toEqual({ from: '2025-03-05', to: '2025-03-11' });
    expect(quickRange('month', lateUtc)).toEqual({ from: '2025-02-10', to: '2025-03-11' });
  });

  it('recognises a quick range from its dates', () => {
    expect(matchingRange('2025-03-05', '2025-03-11', lateUtc)).toBe('week');
    expect(matchingRange('2025-03-04', '2025-03-11', lateUtc)).toBeNull();
  });

  it('checks calendar days', () => {
    expect(isDay('2025-02-28')).toBe(true);
    expect(isDay('2025-02-30')).toBe(false);
    expect(isDay('2025-2-3')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});
