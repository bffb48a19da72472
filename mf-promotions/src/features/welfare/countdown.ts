/** What is left until an instant, in whole days, hours, minutes and seconds; null once it has passed. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time left from `now` to `until` (an ISO instant); null when passed or unreadable. */
export function remainingUntil(until: string, now: number): Remaining | null {
  const end = Date.parse(until);
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
