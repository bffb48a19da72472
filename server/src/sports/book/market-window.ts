import { beijingAt, beijingDate } from '../../time/beijing';

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/**
 * Where "today" (FT, FSFT) ends and "early" (FU, FSFU) begins: the end of the Beijing day, or twelve
 * hours ahead late in the evening, so the today market is never empty at 23:30.
 */
export function todayCutoff(now: Date): number {
  return Math.max(beijingAt(now, 1, 0).getTime(), now.getTime() + TWELVE_HOURS_MS);
}

/** The Beijing date an early-market fixture is listed under. */
export function listedDate(startMs: number): string {
  return beijingDate(new Date(startMs));
}
