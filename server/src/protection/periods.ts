import type { ProtectionPeriod } from 'shared/contract';
import { beijingDate, beijingDayStart } from '../time/beijing';

export interface PeriodWindow {
  start: Date;
  end: Date;
}

/** Adds whole days to a Beijing calendar day 'YYYY-MM-DD'. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The Beijing calendar period holding `now`: a day from 00:00, a week from Monday 00:00, a month from
 * the 1st 00:00 (how Chinese sites reset daily, weekly and monthly totals).
 */
export function periodWindow(period: ProtectionPeriod, now: Date): PeriodWindow {
  const today = beijingDate(now);
  if (period === 'day') return { start: beijingDayStart(today), end: beijingDayStart(addDays(today, 1)) };
  if (period === 'week') {
    const weekday = new Date(`${today}T00:00:00.000Z`).getUTCDay();
    const monday = addDays(today, -((weekday + 6) % 7));
    return { start: beijingDayStart(monday), end: beijingDayStart(addDays(monday, 7)) };
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = `${today.slice(0, 7)}-01`;
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return { start: beijingDayStart(first), end: beijingDayStart(next) };
}
