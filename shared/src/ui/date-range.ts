import { isDay, shiftDay } from '../format/beijing-days';

/** Two Beijing days, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

export type DateRangeProblem = 'incomplete' | 'order' | 'tooLong';

/**
 * Why a range cannot be asked for, or null when it can: 'incomplete' while a date field is being
 * edited, 'order' for a start after the end, 'tooLong' past `maxDays` days (both ends counted) where
 * the server has such a limit.
 */
export function dateRangeProblem({ from, to }: DayRange, maxDays?: number): DateRangeProblem | null {
  if (!isDay(from) || !isDay(to)) return 'incomplete';
  if (from > to) return 'order';
  return maxDays !== undefined && shiftDay(from, maxDays) <= to ? 'tooLong' : null;
}
