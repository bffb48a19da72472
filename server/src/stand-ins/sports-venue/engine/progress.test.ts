import { describe, expect, it } from 'vitest';
import type { MatchSport } from 'shared/contract';
import { liveFieldsOf } from '../../../sports/book/live-fields';
import { LEAGUES } from '../../../sports/catalog/leagues';
import { liveMatchOf } from '../../../sports/model/live-match';
import type { Fixture } from '../../../sports/model/fixture';
import { upcomingState, type MatchState } from '../../../sports/model/match-state';
import type { Random } from '../../../sports/random';
import { makeFixture } from '../schedule/fixture-factory';
import { noEvents, type ProgressEvents } from './progress';
import { wonSet } from './progress-sets';
import { progressOf } from './sport-progress';

const MINUTE = 60_000;
/** A draw that makes nothing happen: every Poisson draw is 0 (Knuth stops at once), no added time. */
const quiet: Random = () => 0;

function fixtureOf(sport: MatchSport, leagueId?: number): Fixture {
  const league = LEAGUES.find((l) => l.sport === sport && (leagueId === undefined || l.id === leagueId));
  if (league === undefined) throw new Error(`no ${sport} league`);
  return makeFixture(league, Date.UTC(2025, 10, 21, 12), 1, { mayBePostponed: false });
}

function play(fixture: Fixture, state: MatchState, ms: number, random: Random = quiet): ProgressEvents {
  const events = noEvents();
  progressOf(fixture.sport).advance(fixture, state, ms, random, events);
  return events;
}

function started(fixture: Fixture, random: Random = quiet): MatchState {
  const state = upcomingState();
  progressOf(fixture.sport).kickOff(fixture, state, random);
  return state;
}

describe('football clock', () => {
  it('runs 1H, breaks at half time with the half score kept, then 2H, and ends after ninety minutes', () => {
    const fixture = fixtureOf('FT');
    const state = started(fixture);
    const fields = () => liveFieldsOf(liveMatchOf(fixture, state));
    expect(fields()).toMatchObject({ se_now: '1H', re_time: '1H^00:00', isLive: true, HalfTime: false });
    play(fixture, state, 23 * MINUTE + 10_000);
    expect(fields().re_time).toBe('1H^23:10');
    state.scoreH = 1;
    const half = play(fixture, state, 21 * MINUTE + 50_000);
    expect(half).toMatchObject({ halfEnded: true, periodChanged: true });
    expect(fields()).toMatchObject({ se_now: 'HT', HalfTime: true, re_time: 'HT^45:00' });
    expect([state.halfH, state.halfC]).toEqual([1, 0]);
    play(fixture, state, 15 * MINUTE);
    expect(fields()).toMatchObject({ se_now: '2H', re_time: '2H^45:00', HalfTime: false });
    play(fixture, state, 22 * MINUTE + 12_000);
    expect(fields().re_time).toBe('2H^67:12');
    // At least a minute is added at the end.
    expect(play(fixture, state, 23 * MINUTE).finished).toBe(false);
    expect(fields().re_time).toBe('2H^90:12');
    expect(play(fixture, state, MINUTE).finished).toBe(true);
    expect(state.status).toBe('finished');
    expect(fields()).toMatchObject({ isLive: false, se_now: '', re_time: '' });
  });

  it('scores at about the fixture’s rates', () => {
    const fixture = fixtureOf('FT');
    let goals = 0;
    let seed = 1;
    const random: Random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 200; i++) {
      const state = started(fixture, random);
      play(fixture, state, 120 * MINUTE, random);
      goals += state.scoreH + state.scoreC;
    }
    const expected = 200 * (fixture.model.homeRate + fixture.model.awayRate);
    expect(goals).toBeGreaterThan(expected * 0.8);
    expect(goals).toBeLessThan(expected * 1.2);
  });

  it('plays ice hockey in three periods', () => {
    const fixture = fixtureOf('OP');
    const state = started(fixture);
    expect(state.period).toBe('P1');
    play(fixture, state, 20 * MINUTE + 15 * MINUTE);
    expect(state.period).toBe('P2');
    play(fixture, state, 35 * MINUTE);
    expect(state.period).toBe('P3');
    expect(play(fixture, state, 20 * MINUTE).finished).toBe(true);
  });
});

describe('basketball clock', () => {
  it('counts each quarter down, breaks at half time, and goes to overtime on a tie', () => {
    const fixture = fixtureOf('BK', 300101);
    const state = started(fixture);
    const fields = () => liveFieldsOf(liveMatchOf(fixture, state));
    expect(fields()).toMatchObject({ se_now: 'Q1', t_count: 720 });
    play(fixture, state, 5 * MINUTE + 30_000);
    expect(fields()).toMatchObject({ se_now: 'Q1', t_count: 390, re_time: 'Q1^06:30' });
    play(fixture, state, 6 * MINUTE + 30_000 + 2 * MINUTE);
    expect(fields().se_now).toBe('Q2');
    play(fixture, state, 12 * MINUTE);
    expect(fields()).toMatchObject({ se_now: 'HT', HalfTime: true, t_count: 0 });
    play(fixture, state, 15 * MINUTE + 12 * MINUTE + 2 * MINUTE + 6 * MINUTE);
    expect(fields()).toMatchObject({ se_now: 'Q4', t_count: 360 });
    // Nobody scored: after the fourth quarter and a break, the tie plays on.
    const end = play(fixture, state, 6 * MINUTE + 2 * MINUTE);
    expect(end.finished).toBe(false);
    expect(fields()).toMatchObject({ se_now: 'OT', t_count: 300 });
    state.scoreH = 101;
    state.scoreC = 99;
    expect(play(fixture, state, 5 * MINUTE).finished).toBe(true);
  });

  it('plays ten-minute quarters in the EuroLeague', () => {
    const fixture = fixtureOf('BK', 300103);
    expect(liveFieldsOf(liveMatchOf(fixture, started(fixture))).t_count).toBe(600);
  });
});

describe('baseball innings', () => {
  it('goes top, bottom, next inning; the home side skips the ninth’s bottom when ahead', () => {
    const fixture = fixtureOf('BS');
    const state = started(fixture);
    const fields = () => liveFieldsOf(liveMatchOf(fixture, state));
    expect(fields()).toMatchObject({ se_now: 'T1', inningNum: 1 });
    play(fixture, state, state.extraMs);
    expect(fields()).toMatchObject({ se_now: 'B1', inningNum: 1 });
    play(fixture, state, state.extraMs);
    expect(fields()).toMatchObject({ se_now: 'T2', inningNum: 2 });
    while (state.periodIndex < 9) play(fixture, state, state.extraMs);
    state.scoreH = 3;
    expect(play(fixture, state, state.extraMs).finished).toBe(true);
  });

  it('plays extra innings on a tie and ends on a walk-off', () => {
    const fixture = fixtureOf('BS');
    const state = started(fixture);
    while (state.periodIndex < 10) play(fixture, state, state.extraMs);
    expect(state.status).toBe('live');
    expect(liveFieldsOf(liveMatchOf(fixture, state)).inningNum).toBe(10);
    play(fixture, state, state.extraMs);
    expect(state.period).toBe('B10');
    state.scoreH = 1;
    expect(play(fixture, state, 1000).finished).toBe(true);
  });
});

describe('set sports', () => {
  it('knows when a set is won', () => {
    expect([wonSet('TN', 6, 6, 4), wonSet('TN', 6, 6, 5), wonSet('TN', 6, 7, 5), wonSet('TN', 6, 7, 6)]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect([
      wonSet('VB', 25, 25, 23),
      wonSet('VB', 25, 25, 24),
      wonSet('VB', 25, 27, 25),
      wonSet('VB', 15, 15, 13),
    ]).toEqual([true, false, true, true]);
    expect([wonSet('TT', 11, 11, 9), wonSet('TT', 11, 11, 10), wonSet('TT', 11, 12, 10)]).toEqual([true, false, true]);
  });

  it('plays games into sets and sets into the match (tennis, best of three)', () => {
    const fixture = fixtureOf('TN');
    // Every rally to the home player.
    const home: Random = () => 0;
    const state = started(fixture, home);
    const fields = () => liveFieldsOf(liveMatchOf(fixture, state));
    expect(fields()).toMatchObject({ se_now: 'S1', sc_set_H: 0, sc_game_H: 0 });
    while (state.gameH < 5) play(fixture, state, state.extraMs - state.periodMs, home);
    expect(fields()).toMatchObject({ sc_game_H: 5, sc_game_A: 0, sc_set_H: 0 });
    play(fixture, state, state.extraMs - state.periodMs, home);
    expect(fields()).toMatchObject({ sc_set_H: 1, sc_FT_H: 1, sc_game_H: 0, se_now: 'S1' });
    play(fixture, state, 2 * MINUTE, home);
    expect(fields().se_now).toBe('S2');
    let finished = false;
    for (let i = 0; i < 20 && !finished; i++)
      finished = play(fixture, state, state.extraMs - state.periodMs, home).finished;
    expect(finished).toBe(true);
    expect([state.scoreH, state.scoreC]).toEqual([2, 0]);
  });

  it('wins a snooker frame on points', () => {
    const fixture = fixtureOf('SK');
    const state = started(fixture, () => 0);
    expect(state.frameTarget).toBeGreaterThanOrEqual(60);
    while (state.scoreH === 0) play(fixture, state, state.extraMs - state.periodMs, () => 0);
    expect(state.scoreH).toBe(1);
    expect(state.gameH).toBe(0);
  });
});
