import { afterEach, describe, expect, it } from 'vitest';
import { formatBeijingTime } from './beijing-time';

describe('formatBeijingTime', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('prints instants in Beijing time, in each shape', () => {
    const iso = '2025-03-10T17:30:05.000Z';
    expect(formatBeijingTime(iso)).toBe('2025-03-11 01:30:05');
    expect(formatBeijingTime(iso, 'minute')).toBe('2025-03-11 01:30');
    expect(formatBeijingTime(iso, 'day')).toBe('2025-03-11');
    expect(formatBeijingTime(iso, 'monthMinute')).toBe('03-11 01:30');
    expect(formatBeijingTime(iso, 'time')).toBe('01:30:05');
    expect(formatBeijingTime(iso, 'clock')).toBe('01:30');
  });

  it('takes epoch ms, a Date and a Beijing wall-clock text alike', () => {
    const ms = Date.UTC(2025, 2, 10, 17, 30, 5);
    expect(formatBeijingTime(ms)).toBe('2025-03-11 01:30:05');
    expect(formatBeijingTime(new Date(ms))).toBe('2025-03-11 01:30:05');
    expect(formatBeijingTime('2025-03-11 01:30:05')).toBe('2025-03-11 01:30:05');
  });

  it('gives back what it cannot read', () => {
    expect(formatBeijingTime('not a time')).toBe('not a time');
    expect(formatBeijingTime(Number.NaN)).toBe('');
    expect(formatBeijingTime(new Date('nope'))).toBe('');
  });

  it('prints the same Beijing time in a browser far from Beijing', () => {
    const at = new Date('2026-11-27T07:42:14.000Z');
    process.env.TZ = 'America/Los_Angeles';
    // The zone really changed: the local clock reads 23:42 the day before.
    expect(at.getHours()).toBe(23);
    expect(formatBeijingTime(at)).toBe('2026-11-27 15:42:14');
    process.env.TZ = 'Europe/London';
    expect(at.getHours()).toBe(7);
    expect(formatBeijingTime(at.toISOString())).toBe('2026-11-27 15:42:14');
  });
});
