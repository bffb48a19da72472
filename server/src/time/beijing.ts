import { formatBeijingTime } from 'shared/format';

/** China Standard Time has no daylight saving, so a fixed offset is exact. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time: the clients' formatter, so server texts read the same. */
export function formatBeijing(date: Date): string {
  return formatBeijingTime(date);
}

/** The instant of a Beijing wall-clock time `hour:minute` on the Beijing day `daysFromToday` away from `now`. */
export function beijingAt(now: Date, daysFromToday: number, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + BEIJING_OFFSET_MS);
  const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + daysFromToday, hour, minute);
  return new Date(wall - BEIJING_OFFSET_MS);
}

/** The Beijing calendar day of an instant, 'YYYY-MM-DD'. */
export function beijingDate(date: Date): string {
  return new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Beijing calendar day 'YYYY-MM-DD' begins. */
export function beijingDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - BEIJING_OFFSET_MS);
}
