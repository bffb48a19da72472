import { beijingInstant } from 'shared/format';

/** What is left until an instant, in whole days, hours, minutes and seconds; null once it has passed. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The time left from `now` to `until`; null when passed or unreadable. The welfare list sends Beijing
 * wall-clock times ('2026-03-08 00:00:00'), read as such whatever the browser's zone; an ISO instant
 * is taken as it is.
 */
export function remainingUntil(until: string, now: number): Remaining | null {
  const end = beijingInstant(until);
  if (Number.isNaN(end)) return null;
  const left = Math.floor((end - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/** hh:mm:ss for the last day. */
export function clock({ hours, minutes, seconds }: Remaining): string {
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
