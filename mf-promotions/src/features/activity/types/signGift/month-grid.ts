/** One cell of the month calendar: a blank before the 1st, or a day of the month. */
export type CalendarCell =
  | { kind: 'blank'; key: string }
  | { kind: 'day'; key: string; date: string; day: number; state: DayState; today: boolean };

/** signed; missed (a past day not signed); open (today, not signed yet); future. */
export type DayState = 'signed' | 'missed' | 'open' | 'future';

/**
 * The weeks of `today`'s month, Monday first as Chinese calendars print them. Dates are Beijing
 * calendar days (YYYY-MM-DD) from the server: they are read as UTC midnights only to count weekdays,
 * so the visitor's own time zone never shifts a day.
 */
export function monthGrid(today: string, signedDays: ReadonlySet<string>): CalendarCell[][] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1, 1));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  // getUTCDay: Sunday 0; Monday first puts Sunday last.
  const lead = (first.getUTCDay() + 6) % 7;
  const prefix = today.slice(0, 8);
  const cells: CalendarCell[] = Array.from({ length: lead }, (_, index) => ({ kind: 'blank', key: `blank-${index}` }));
  for (let day = 1; day <= length; day += 1) {
    const date = `${prefix}${String(day).padStart(2, '0')}`;
    const state: DayState = signedDays.has(date)
      ? 'signed'
      : date < today
        ? 'missed'
        : date === today
          ? 'open'
          : 'future';
    cells.push({ kind: 'day', key: date, date, day, state, today: date === today });
  }
  while (cells.length % 7 !== 0) cells.push({ kind: 'blank', key: `blank-${cells.length}` });
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
