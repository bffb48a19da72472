import { describe, expect, it } from 'vitest';
import { periodWindow } from './periods';

describe('periodWindow', () => {
  // 2026-11-25 is a Wednesday; 01:30 in Beijing is 17:30 UTC the day before.
  const now = new Date('2026-11-24T17:30:00.000Z');

  it('starts the day at Beijing midnight', () => {
    expect(periodWindow('day', now)).toEqual({
      start: new Date('2026-11-24T16:00:00.000Z'),
      end: new Date('2026-11-25T16:00:00.000Z'),
    });
  });

  it('starts the week on Monday', () => {
    expect(periodWindow('week', now)).toEqual({
      start: new Date('2026-11-22T16:00:00.000Z'),
      end: new Date('2026-11-29T16:00:00.000Z'),
    });
  });

  it('starts the month on the 1st and ends at the next month, across a year end', () => {
    expect(periodWindow('month', now)).toEqual({
      start: new Date('2026-10-31T16:00:00.000Z'),
      end: new Date('2026-11-30T16:00:00.000Z'),
    });
    expect(periodWindow('month', new Date('2026-12-20T00:00:00.000Z')).end).toEqual(
      new Date('2026-12-31T16:00:00.000Z'),
    );
  });
});
