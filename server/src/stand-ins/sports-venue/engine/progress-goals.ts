import { profileOf } from '../../../sports/catalog/sport-profiles';
import type { Fixture } from '../../../sports/model/fixture';
import type { MatchState } from '../../../sports/model/match-state';
import { poisson, randomInt, type Random } from '../../../sports/random';
import { addScore, endFirstHalf, MINUTE_MS, runBreak, type SportProgress } from './progress';

/** Football and virtual football play two halves with a break (HT); ice hockey three periods. */
function periodsOf(fixture: Fixture) {
  const periods = profileOf(fixture.sport).periods;
  if (periods === undefined) throw new Error(`${fixture.sport} is not a goal sport`);
  return periods;
}

function periodName(fixture: Fixture, index: number): string {
  return periodsOf(fixture).count === 2 ? (index === 1 ? '1H' : '2H') : `P${index}`;
}

/** Added time: a minute or three before the break, two to five at the end. */
function addedTime(fixture: Fixture, index: number, random: Random): number {
  if (periodsOf(fixture).count !== 2) return 0;
  return (
    (index === 1 ? randomInt(random, 0, 3) : randomInt(random, 1, 5)) * MINUTE_MS + randomInt(random, 0, 59) * 1000
  );
}

export const goalsProgress: SportProgress = {
  kickOff(fixture, state, random) {
    state.status = 'live';
    state.periodIndex = 1;
    state.period = periodName(fixture, 1);
    state.periodMs = 0;
    state.breakMs = 0;
    state.extraMs = addedTime(fixture, 1, random);
  },

  advance(fixture, state, dtMs, random, events) {
    const periods = periodsOf(fixture);
    let left = dtMs;
    while (left > 0 && state.status === 'live') {
      if (state.breakMs > 0) {
        left -= runBreak(state, left, events, (index) => {
          state.period = periodName(fixture, index);
          state.extraMs = addedTime(fixture, index, random);
        });
        continue;
      }
      const length = periods.minutes * MINUTE_MS + state.extraMs;
      const step = Math.min(left, length - state.periodMs);
      const share = step / (periods.count * periods.minutes * MINUTE_MS);
      const home = poisson(random, fixture.model.homeRate * share);
      const away = poisson(random, fixture.model.awayRate * share);
      addScore(state, home, away, events);
      state.periodMs += step;
      left -= step;
      if (state.periodMs < length) continue;
      events.periodChanged = true;
      if (state.periodIndex === 1 && periods.count === 2) endFirstHalf(state, events);
      if (state.periodIndex >= periods.count) {
        state.status = 'finished';
        events.finished = true;
        return;
      }
      state.breakMs = periods.breakMinutes * MINUTE_MS;
      // The football break has its own code; ice hockey keeps the period that just ended.
      if (periods.count === 2) state.period = 'HT';
    }
  },

  remaining(fixture, state) {
    if (state.status === 'upcoming') return 1;
    if (state.status !== 'live') return 0;
    const periods = periodsOf(fixture);
    const total = periods.count * periods.minutes * MINUTE_MS;
    const playedBefore = (state.periodIndex - 1) * periods.minutes * MINUTE_MS;
    const inPeriod =
      state.breakMs > 0 ? periods.minutes * MINUTE_MS : Math.min(state.periodMs, periods.minutes * MINUTE_MS);
    return Math.max(0, (total - playedBefore - inPeriod) / total);
  },
};

/** Share of the first half still to play (football's half-time plays): 0 once it is over. */
export function firstHalfRemaining(fixture: Fixture, state: MatchState): number {
  if (state.status === 'upcoming') return 1;
  if (state.status !== 'live' || state.periodIndex !== 1 || state.breakMs > 0) return 0;
  const minutes = periodsOf(fixture).minutes * MINUTE_MS;
  return Math.max(0, (minutes - Math.min(state.periodMs, minutes)) / minutes);
}
