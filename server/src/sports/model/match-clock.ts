import type { Fixture } from './fixture';
import type { MatchState } from './match-state';

export const MINUTE_MS = 60_000;

const OVERTIME_MINUTES = 5;

/** A basketball period's length: the fixture's quarters, then five-minute overtimes. */
export function basketballPeriodLength(fixture: Fixture, index: number): number {
  return (index <= 4 ? fixture.model.quarterMinutes : OVERTIME_MINUTES) * MINUTE_MS;
}

/** Seconds left in the period under way, what the clock shows (t_count). */
export function basketballSecondsLeft(fixture: Fixture, state: MatchState): number {
  if (state.status !== 'live' || state.breakMs > 0) return 0;
  return Math.max(0, Math.ceil((basketballPeriodLength(fixture, state.periodIndex) - state.periodMs) / 1000));
}
