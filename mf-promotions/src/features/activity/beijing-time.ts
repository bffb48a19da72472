const BEIJING_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * The instant (ms) of a server time. Activities come as Beijing wall-clock times
 * ('2025-01-31 23:59:00', as the activity centre sends them); an ISO string is taken as it is.
 * NaN when unreadable.
 */
export function beijingInstant(time: string): number {
  const match = BEIJING_TIME.exec(time);
  if (match) return Date.parse(`${match[1]}T${match[2]}+08:00`);
  return Date.parse(time);
}

/** Milliseconds → { days, hours, minutes, seconds }, never negative. */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
