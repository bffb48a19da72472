import { profileOf } from '../../../sports/catalog/sport-profiles';
import { firstHalfRemaining } from '../engine/progress-goals';
import { setTarget } from '../engine/progress-sets';
import { progressOf } from '../engine/sport-progress';
import type { Fixture } from '../../../sports/model/fixture';
import type { MatchState } from '../../../sports/model/match-state';
import { discreteNormal, fromIndependentCounts, poissonPmf, shift, withoutTies, type Dist } from './distribution';
import { finalSets, raceProbability, setWinProbability } from './set-odds';

/** Spread of a whole basketball game's margin and total (points). */
const BASKETBALL_DIFF_SD = 12;
const BASKETBALL_TOTAL_SD = 18;
/** Snooker points a scoring visit is worth on average, for a frame's chances. */
const SNOOKER_VISIT_POINTS = 25;
const SNOOKER_FRESH_FRAME_VISITS = 3;

export interface Span {
  /** Home minus away at the end. */
  diff: Dist;
  total: Dist;
  /** Home minus away of what is still to be scored: in-play football handicaps are settled on it. */
  diffFromNow: Dist;
}

/** What the match can still end as: the whole match, and football's first half while it is not over. */
export interface Outlook {
  full: Span;
  half: Span | null;
}

export function outlookOf(fixture: Fixture, state: MatchState): Outlook {
  const profile = profileOf(fixture.sport);
  const remaining = progressOf(fixture.sport).remaining(fixture, state);
  switch (profile.family) {
    case 'goals':
    case 'baseball': {
      const full = goalsSpan(
        fixture.model.homeRate * remaining,
        fixture.model.awayRate * remaining,
        state.scoreH,
        state.scoreC,
        profile.threeWay,
      );
      const halfLeft = profile.halfPlays ? firstHalfRemaining(fixture, state) : 0;
      const half =
        halfLeft > 0
          ? goalsSpan(
              (fixture.model.homeRate / 2) * halfLeft,
              (fixture.model.awayRate / 2) * halfLeft,
              state.scoreH,
              state.scoreC,
              true,
            )
          : null;
      return { full, half };
    }
    case 'basketball': {
      const diffFromNow = discreteNormal(fixture.model.meanDiff * remaining, BASKETBALL_DIFF_SD * Math.sqrt(remaining));
      const diff = withoutTies(shift(diffFromNow, state.scoreH - state.scoreC));
      const total = shift(
        discreteNormal(fixture.model.meanTotal * remaining, BASKETBALL_TOTAL_SD * Math.sqrt(remaining)),
        state.scoreH + state.scoreC,
      );
      return { full: { diff, total, diffFromNow }, half: null };
    }
    case 'sets': {
      const { diff, total } = setsOutlook(fixture, state);
      return { full: { diff, total, diffFromNow: shift(diff, -(state.scoreH - state.scoreC)) }, half: null };
    }
  }
}

function goalsSpan(homeMean: number, awayMean: number, scoreH: number, scoreC: number, draws: boolean): Span {
  const home = poissonPmf(homeMean);
  const away = poissonPmf(awayMean);
  const final = fromIndependentCounts(home, away, scoreH - scoreC, scoreH + scoreC);
  const fromNow = fromIndependentCounts(home, away, 0, 0);
  return { diff: draws ? final.diff : withoutTies(final.diff), total: final.total, diffFromNow: fromNow.diff };
}

function setsOutlook(fixture: Fixture, state: MatchState): { diff: Dist; total: Dist } {
  const p = fixture.model.pUnit;
  const live = state.status === 'live';
  if (fixture.sport === 'SK') {
    const fresh = raceProbability(p, SNOOKER_FRESH_FRAME_VISITS, SNOOKER_FRESH_FRAME_VISITS);
    const current =
      live && state.breakMs === 0
        ? raceProbability(p, visitsToWin(state.frameTarget, state.gameH), visitsToWin(state.frameTarget, state.gameC))
        : fresh;
    return finalSets(fixture.model.bestOf, state.scoreH, state.scoreC, current, fresh, fresh);
  }
  const profile = profileOf(fixture.sport);
  const rules = profile.sets;
  if (rules === undefined) throw new Error(`${fixture.sport} has no set rules`);
  const pSet = setWinProbability(fixture.sport, rules.target, p);
  const pDecider = setWinProbability(fixture.sport, rules.finalTarget, p);
  const current =
    live && state.breakMs === 0
      ? setWinProbability(fixture.sport, setTarget(fixture, state), p, state.gameH, state.gameC)
      : pSet;
  return finalSets(fixture.model.bestOf, state.scoreH, state.scoreC, current, pSet, pDecider);
}

function visitsToWin(target: number, points: number): number {
  return Math.max(1, Math.ceil((target - points) / SNOOKER_VISIT_POINTS));
}
