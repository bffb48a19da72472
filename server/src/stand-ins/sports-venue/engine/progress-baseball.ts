import { poisson, randomInt, type Random } from '../../../sports/random';
import { MINUTE_MS, type SportProgress } from './progress';

const REGULATION_INNINGS = 9;

/** A half-inning lasts eight to fourteen game minutes. */
function halfInningLength(random: Random): number {
  return randomInt(random, 8, 14) * MINUTE_MS;
}

function periodName(top: boolean, inning: number): string {
  return `${top ? 'T' : 'B'}${inning}`;
}

export const baseballProgress: SportProgress = {
  kickOff(_fixture, state, random) {
    state.status = 'live';
    state.periodIndex = 1;
    state.top = true;
    state.period = periodName(true, 1);
    state.periodMs = 0;
    state.extraMs = halfInningLength(random);
  },

  advance(fixture, state, dtMs, random, events) {
    let left = dtMs;
    while (left > 0 && state.status === 'live') {
      const step = Math.min(left, state.extraMs - state.periodMs);
      // The visitors bat in the top half, the home side in the bottom.
      const rate = state.top ? fixture.model.awayRate : fixture.model.homeRate;
      const runs = poisson(random, (rate / REGULATION_INNINGS) * (step / state.extraMs));
      if (runs > 0) {
        if (state.top) state.scoreC += runs;
        else state.scoreH += runs;
        events.scored = true;
      }
      state.periodMs += step;
      left -= step;
      const inning = state.periodIndex;
      // A walk-off: the home side takes the lead in the bottom of the ninth or later.
      const walkOff = !state.top && inning >= REGULATION_INNINGS && state.scoreH > state.scoreC;
      if (state.periodMs < state.extraMs && !walkOff) continue;
      events.periodChanged = true;
      const homeLeadsAfterTop = state.top && inning >= REGULATION_INNINGS && state.scoreH > state.scoreC;
      const decidedAfterBottom = !state.top && inning >= REGULATION_INNINGS && state.scoreH !== state.scoreC;
      if (walkOff || homeLeadsAfterTop || decidedAfterBottom) {
        state.status = 'finished';
        events.finished = true;
        return;
      }
      if (!state.top) state.periodIndex += 1;
      state.top = !state.top;
      state.period = periodName(state.top, state.periodIndex);
      state.periodMs = 0;
      state.extraMs = halfInningLength(random);
    }
  },

  remaining(_fixture, state) {
    if (state.status === 'upcoming') return 1;
    if (state.status !== 'live') return 0;
    const halvesPlayed =
      (state.periodIndex - 1) * 2 + (state.top ? 0 : 1) + state.periodMs / Math.max(1, state.extraMs);
    return Math.max(0.02, (REGULATION_INNINGS * 2 - halvesPlayed) / (REGULATION_INNINGS * 2));
  },
};
