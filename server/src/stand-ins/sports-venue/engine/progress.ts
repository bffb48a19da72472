import type { Fixture } from '../../../sports/model/fixture';
import { MINUTE_MS } from '../../../sports/model/match-clock';
import type { MatchState } from '../../../sports/model/match-state';
import type { Random } from '../../../sports/random';

/** What one step of play did, so the engine knows what to reprice, suspend, persist and push. */
export interface ProgressEvents {
  scored: boolean;
  /** A period (or set, inning) began or ended, or a break started. */
  periodChanged: boolean;
  /** The first half just ended: half-time plays close. */
  halfEnded: boolean;
  finished: boolean;
}

export function noEvents(): ProgressEvents {
  return { scored: false, periodChanged: false, halfEnded: false, finished: false };
}

/** One family's rules: how a match kicks off and how `dtMs` game milliseconds of it are played. */
export interface SportProgress {
  kickOff(fixture: Fixture, state: MatchState, random: Random): void;
  advance(fixture: Fixture, state: MatchState, dtMs: number, random: Random, events: ProgressEvents): void;
  /** Share of the regulation match still to play, 0..1 (prices scale what can still happen by it). */
  remaining(fixture: Fixture, state: MatchState): number;
}

export { MINUTE_MS };

/**
 * Plays out part of a break between periods; when it is over the next period starts (`startNext`
 * names it and sets what it needs). Returns the game time used.
 */
export function runBreak(
  state: MatchState,
  left: number,
  events: ProgressEvents,
  startNext: (index: number) => void,
): number {
  const step = Math.min(left, state.breakMs);
  state.breakMs -= step;
  if (state.breakMs === 0) {
    state.periodIndex += 1;
    state.periodMs = 0;
    startNext(state.periodIndex);
    events.periodChanged = true;
  }
  return step;
}

/** Adds what each side scored in a step. */
export function addScore(state: MatchState, home: number, away: number, events: ProgressEvents): void {
  if (home + away === 0) return;
  state.scoreH += home;
  state.scoreC += away;
  events.scored = true;
}

/** The first half is over: its score is kept for the half-time plays. */
export function endFirstHalf(state: MatchState, events: ProgressEvents): void {
  state.halfH = state.scoreH;
  state.halfC = state.scoreC;
  events.halfEnded = true;
}
