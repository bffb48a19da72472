import { describe, expect, it } from 'vitest';
import { monthGrid, type CalendarCell } from './month-grid';

const days = (weeks: CalendarCell[][]) => weeks.flat().filter((cell) => cell.kind === 'day');

describe('monthGrid', () => {
  it('lays the month out in Monday-first weeks with blanks around it', () => {
    // 2026-11-01 is a Sunday: six blanks, then 30 days, then blanks to the end of the week.
    const weeks = monthGrid('2026-11-24', new Set());
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 6).every((cell) => cell.kind === 'blank')).toBe(true);
    expect(weeks[0]![6]).toMatchObject({ kind: 'day', date: '2026-11-01', day: 1 });
    expect(days(weeks)).toHaveLength(30);
    expect(days(weeks).at(-1)).toMatchObject({ date: '2026-11-30' });
  });

  it('marks signed, missed, today and future days', () => {
    const weeks = monthGrid('2026-02-03', new Set(['2026-02-01', '2026-02-03']));
    const [first, second, third, fourth] = days(weeks);
    expect(first).toMatchObject({ state: 'signed', today: false });
    expect(second).toMatchObject({ state: 'missed' });
    expect(third).toMatchObject({ state: 'signed', today: true });
    expect(fourth).toMatchObject({ state: 'future' });
    expect(days(weeks)).toHaveLength(28);
    expect(days(monthGrid('2026-02-03', new Set())).find((cell) => cell.kind === 'day' && cell.today)).toMatchObject({
      state: 'open',
    });
  });

  it('knows a leap February and a month that starts on a Monday', () => {
    expect(days(monthGrid('2028-02-10', new Set()))).toHaveLength(29);
    // 2026-06-01 is a Monday: no blank before it.
    expect(monthGrid('2026-06-15', new Set())[0]![0]).toMatchObject({ kind: 'day', day: 1 });
  });
});
