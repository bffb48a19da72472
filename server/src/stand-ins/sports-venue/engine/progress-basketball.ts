import { basketballPeriodLength as periodLength } from '../../../sports/model/match-clock';
import { poisson, type Random } from '../../../sports/random';
import { addScore, endFirstHalf, MINUTE_MS, runBreak, type SportProgress } from './progress';

/** Between quarters two minutes, at half time fifteen, before overtime two. */
const SHORT_BREAK_MS = 2 * MINUTE_MS;
const HALF_TIME_MS = 15 * MINUTE_MS;
/** Points a scoring possession is worth on average: free throws, twos and threes. */
const POINTS_PER_SCORE = 0.15 * 1 + 0.62 * 2 + 0.23 * 3;

function periodName(index: number): string {
  if (index <= 4) return `Q${index}`;
  return index === 5 ? 'OT' : `${index - 4}OT`;
}

function scorePoints(random: Random, scores: number): number {
  let points = 0;
  for (let i = 0; i < scores; i++) {
    const roll = random();
    points += roll < 0.15 ? 1 : roll < 0.77 ? 2 : 3;
  }
  return points;
}

export const basketballProgress: SportProgress = {
  kickOff(_fixture, state) {
    state.status = 'live';
    state.periodIndex = 1;
    state.period = periodName(1);
    state.periodMs = 0;
    state.breakMs = 0;
  },

  advance(fixture, state, dtMs, random, events) {
    const regulationMs = 4 * fixture.model.quarterMinutes * MINUTE_MS;
    let left = dtMs;
    while (left > 0 && state.status === 'live') {
      if (state.breakMs > 0) {
        left -= runBreak(state, left, events, (index) => {
          state.period = periodName(index);
        });
        continue;
      }
      const length = periodLength(fixture, state.periodIndex);
      const step = Math.min(left, length - state.periodMs);
      const homeMean = Math.max(1, (fixture.model.meanTotal + fixture.model.meanDiff) / 2);
      const awayMean = Math.max(1, (fixture.model.meanTotal - fixture.model.meanDiff) / 2);
      const home = scorePoints(random, poisson(random, (homeMean / POINTS_PER_SCORE) * (step / regulationMs)));
      const away = scorePoints(random, poisson(random, (awayMean / POINTS_PER_SCORE) * (step / regulationMs)));
      addScore(state, home, away, events);
      state.periodMs += step;
      left -= step;
      if (state.periodMs < length) continue;
      events.periodChanged = true;
      if (state.periodIndex === 2) endFirstHalf(state, events);
      // After the fourth quarter (or an overtime) only a tie plays on.
      if (state.periodIndex >= 4 && state.scoreH !== state.scoreC) {
        state.status = 'finished';
        events.finished = true;
        return;
      }
      state.breakMs = state.periodIndex === 2 ? HALF_TIME_MS : SHORT_BREAK_MS;
      if (state.periodIndex === 2) state.period = 'HT';
    }
  },

  remaining(fixture, state) {
    if (state.status === 'upcoming') return 1;
    if (state.status !== 'live') return 0;
    const quarter = fixture.model.quarterMinutes * MINUTE_MS;
    // In overtime a little is still to play: an extra period's worth, never nothing until the end.
    if (state.periodIndex > 4)
      return Math.max(0.01, (periodLength(fixture, state.periodIndex) - state.periodMs) / (4 * quarter));
    const inPeriod = state.breakMs > 0 ? quarter : state.periodMs;
    return Math.max(0, (4 * quarter - (state.periodIndex - 1) * quarter - inPeriod) / (4 * quarter));
  },
};
