/**
 * When the next reality check is due: the first whole multiple of the interval since login that is
 * still ahead (a reload mid-session keeps the rhythm instead of starting over). null: turned off.
 */
export function nextCheckAt(sessionStartMs: number, minutes: number, nowMs: number): number | null {
  if (minutes <= 0) return null;
  const interval = minutes * 60_000;
  const elapsed = Math.max(0, nowMs - sessionStartMs);
  return sessionStartMs + (Math.floor(elapsed / interval) + 1) * interval;
}

/** Whole minutes played since login, never negative. */
export function minutesPlayed(sessionStartMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - sessionStartMs) / 60_000));
}
