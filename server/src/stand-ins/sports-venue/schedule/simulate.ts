import { profileOf } from '../../../sports/catalog/sport-profiles';
import { noEvents } from '../engine/progress';
import { progressOf } from '../engine/sport-progress';
import type { Fixture } from '../../../sports/model/fixture';
import { upcomingState, type MatchState } from '../../../sports/model/match-state';
import { seededRandom } from '../../../sports/random';

/** Game time one simulated step covers: small enough for scores to arrive spread over the match. */
const STEP_MS = 30_000;

/**
 * Where a fixture that kicked off at `startMs` stands at `nowMs`, played with its own seed: how the
 * book seeds matches mid-game. The state may come back finished.
 */
export function simulateTo(fixture: Fixture, nowMs: number, clockSpeed: number): MatchState {
  const state = upcomingState();
  if (nowMs < fixture.startMs) return state;
  const random = seededRandom(fixture.seed ^ 0x5eed);
  const progress = progressOf(fixture.sport);
  progress.kickOff(fixture, state, random);
  let left = (nowMs - fixture.startMs) * clockSpeed * profileOf(fixture.sport).pace;
  while (left > 0 && state.status === 'live') {
    const step = Math.min(STEP_MS, left);
    progress.advance(fixture, state, step, random, noEvents());
    left -= step;
  }
  return state;
}

/** About how long a match lasts in game minutes, breaks included: how far back kick-offs can still be live. */
export const TYPICAL_GAME_MINUTES: Readonly<Record<Fixture['sport'], number>> = {
  FT: 110,
  VF: 100,
  OP: 95,
  BK: 70,
  BS: 200,
  TN: 95,
  VB: 100,
  TT: 30,
  SK: 75,
};

/** The typical length in wall-clock milliseconds at this clock speed. */
export function typicalWallMs(sport: Fixture['sport'], clockSpeed: number): number {
  return (TYPICAL_GAME_MINUTES[sport] * 60_000) / (clockSpeed * profileOf(sport).pace);
}
