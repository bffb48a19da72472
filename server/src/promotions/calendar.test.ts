import { describe, expect, it } from 'vitest';
import { beijingWeek } from './vip-week';
import { previousDay } from './sign-ins';

describe('beijingWeek', () => {
  it('runs Monday to Sunday in Beijing time, whatever the UTC day', () => {
    // 2026-11-22 is a Sunday; 17:00 UTC Sunday is already Monday 01:00 in Beijing.
    expect(beijingWeek(new Date('2026-11-22T15:59:59Z'))).toMatchObject({
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
    });
    const monday = beijingWeek(new Date('2026-11-22T17:00:00Z'));
    expect(monday).toMatchObject({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(monday.startsAt.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(monday.endsAt.toISOString()).toBe('2026-11-29T16:00:00.000Z');
  });
});

describe('previousDay', () => {
  it('crosses months and years', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });
});
