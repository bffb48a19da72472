import { profileOf } from '../../../sports/catalog/sport-profiles';
import type { Fixture } from '../../../sports/model/fixture';
import type { MatchState } from '../../../sports/model/match-state';
import { randomInt, type Random } from '../../../sports/random';
import { MINUTE_MS, runBreak, type SportProgress } from './progress';

const SET_BREAK_MS = 2 * MINUTE_MS;

function setRules(fixture: Fixture) {
  const sets = profileOf(fixture.sport).sets;
  if (sets === undefined) throw new Error(`${fixture.sport} is not a set sport`);
  return sets;
}

/** Game time to the next rally (game, point, snooker visit): around the sport's average, never zero. */
function nextUnit(fixture: Fixture, random: Random): number {
  const mean = setRules(fixture).unitSeconds * 1000;
  return Math.max(1000, Math.round(-Math.log(1 - random() * 0.95) * mean));
}

export function setsToWin(fixture: Fixture): number {
  return Math.floor(fixture.model.bestOf / 2) + 1;
}

/**
 * Whether a set stands won at games (points) `mine` to `theirs`: the target with the winning margin;
 * tennis decides 6-6 in a tie-break (7-6).
 */
export function wonSet(sport: Fixture['sport'], target: number, mine: number, theirs: number): boolean {
  const winBy = profileOf(sport).sets?.winBy ?? 2;
  if (sport === 'TN' && mine === target + 1 && theirs === target) return true;
  return mine >= target && mine - theirs >= winBy;
}

/** The games (points) that win the set being played: the deciding set may have its own target. */
export function setTarget(fixture: Fixture, state: MatchState): number {
  const rules = setRules(fixture);
  return state.periodIndex === fixture.model.bestOf ? rules.finalTarget : rules.target;
}

function frameTarget(random: Random): number {
  return randomInt(random, 60, 100);
}

export const setsProgress: SportProgress = {
  kickOff(fixture, state, random) {
    state.status = 'live';
    state.periodIndex = 1;
    state.period = 'S1';
    state.periodMs = 0;
    state.breakMs = 0;
    state.extraMs = nextUnit(fixture, random);
    if (fixture.sport === 'SK') state.frameTarget = frameTarget(random);
  },

  advance(fixture, state, dtMs, random, events) {
    let left = dtMs;
    while (left > 0 && state.status === 'live') {
      if (state.breakMs > 0) {
        left -= runBreak(state, left, events, (index) => {
          state.period = `S${index}`;
          state.extraMs = nextUnit(fixture, random);
          if (fixture.sport === 'SK') state.frameTarget = frameTarget(random);
        });
        continue;
      }
      const step = Math.min(left, state.extraMs - state.periodMs);
      state.periodMs += step;
      left -= step;
      if (state.periodMs < state.extraMs) continue;
      playUnit(fixture, state, random);
      events.scored = true;
      state.extraMs = state.periodMs + nextUnit(fixture, random);
      const setWinner = setWinnerOf(fixture, state);
      if (setWinner === null) continue;
      if (setWinner === 'H') state.scoreH += 1;
      else state.scoreC += 1;
      state.gameH = 0;
      state.gameC = 0;
      events.periodChanged = true;
      if (Math.max(state.scoreH, state.scoreC) >= setsToWin(fixture)) {
        state.status = 'finished';
        events.finished = true;
        return;
      }
      state.breakMs = SET_BREAK_MS;
    }
  },

  remaining(fixture, state) {
    if (state.status === 'upcoming') return 1;
    if (state.status !== 'live') return 0;
    const needed = setsToWin(fixture);
    return Math.max(0.02, 1 - (state.scoreH + state.scoreC) / (2 * needed - 1));
  },
};

/** One rally: a game or point to one side, or a snooker visit's points. */
function playUnit(fixture: Fixture, state: MatchState, random: Random): void {
  const home = random() < fixture.model.pUnit;
  const points = fixture.sport === 'SK' ? randomInt(random, 4, 45) : 1;
  if (home) state.gameH += points;
  else state.gameC += points;
}

function setWinnerOf(fixture: Fixture, state: MatchState): 'H' | 'C' | null {
  if (fixture.sport === 'SK') {
    if (state.gameH >= state.frameTarget || state.gameC >= state.frameTarget)
      return state.gameH >= state.gameC ? 'H' : 'C';
    return null;
  }
  const target = setTarget(fixture, state);
  if (wonSet(fixture.sport, target, state.gameH, state.gameC)) return 'H';
  if (wonSet(fixture.sport, target, state.gameC, state.gameH)) return 'C';
  return null;
}
