import { formatBeijingTime } from './beijing-time';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Beijing calendar day of an instant, 'YYYY-MM-DD': records filter by Beijing days. */
export function beijingDay(at: Date): string {
  return formatBeijingTime(at, 'day');
}

/** A day `days` away from `day`. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A real calendar day in the YYYY-MM-DD form (not 2025-02-30). */
export function isDay(text: string): boolean {
  return DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

export type QuickRange = 'today' | 'week' | 'month';
export const QUICK_RANGES: readonly QuickRange[] = ['today', 'week', 'month'];
const RANGE_DAYS: Record<QuickRange, number> = { today: 1, week: 7, month: 30 };

/** 今天, 最近7天, 最近30天: the last N Beijing days, today included. */
export function quickRange(range: QuickRange, now: Date): { from: string; to: string } {
  const to = beijingDay(now);
  return { from: shiftDay(to, 1 - RANGE_DAYS[range]), to };
}

/** Which quick range the days are, if any, for the buttons' pressed state. */
export function matchingRange(from: string, to: string, now: Date): QuickRange | null {
  return (
    QUICK_RANGES.find((range) => {
      const days = quickRange(range, now);
      return days.from === from && days.to === to;
    }) ?? null
  );
}
