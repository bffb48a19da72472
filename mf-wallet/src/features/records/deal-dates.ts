import { isDay, shiftDay } from 'shared/format';

/** The server accepts at most 90 days (server/src/funds/records). */
export const MAX_RANGE_DAYS = 90;

/** Why a typed range cannot be asked for, or null when it can. */
export function rangeProblem(beginTime: string, endTime: string): 'incomplete' | 'order' | 'tooLong' | null {
  if (!isDay(beginTime) || !isDay(endTime)) return 'incomplete';
  if (beginTime > endTime) return 'order';
  return shiftDay(beginTime, MAX_RANGE_DAYS) <= endTime ? 'tooLong' : null;
}
