import { profileOf } from '../../../sports/catalog/sport-profiles';
import type { LeagueDef } from '../../../sports/catalog/league';
import type { Fixture, FixtureModel } from '../../../sports/model/fixture';
import { hashSeed, randomBetween, seededRandom, type Random } from '../../../sports/random';

/** Share of scheduled fixtures called off at kick-off (voided as DD, postponed). */
const POSTPONED_SHARE = 0.01;

/**
 * Ids follow from the league and the kick-off minute, so the same fixture gets the same id after a
 * restart; the half match and event ids add a digit, so no id of one kind equals one of another.
 */
export function fixtureIds(leagueId: number, startMs: number): { gameId: string; hgid: string; gide: string } {
  const gameId = `${leagueId}${Math.floor(startMs / 60_000)}`;
  return { gameId, hgid: `${gameId}1`, gide: `${gameId}0` };
}

/** A fixture of `league` at `startMs`: teams, strengths and scoring drawn from the book's seed and the id. */
export function makeFixture(
  league: LeagueDef,
  startMs: number,
  bookSeed: number,
  options: { mayBePostponed: boolean },
): Fixture {
  const ids = fixtureIds(league.id, startMs);
  const seed = hashSeed(bookSeed, ids.gameId);
  const random = seededRandom(seed);
  const n = league.teams.length;
  const home = Math.floor(random() * n);
  const away = (home + 1 + Math.floor(random() * (n - 1))) % n;
  // Teams are listed strongest first: 1 for the best, 0 for the weakest.
  const rating = (index: number) => 1 - index / Math.max(1, n - 1);
  const edge = rating(home) - rating(away);
  return {
    ...ids,
    leagueId: league.id,
    league: league.name,
    sport: league.sport,
    teamH: league.teams[home] ?? '主队',
    teamC: league.teams[away] ?? '客队',
    startMs,
    seed,
    model: modelFor(league, edge, random),
    postponed: options.mayBePostponed && random() < POSTPONED_SHARE,
  };
}

function modelFor(league: LeagueDef, edge: number, random: Random): FixtureModel {
  const base: FixtureModel = {
    homeRate: 0,
    awayRate: 0,
    meanTotal: 0,
    meanDiff: 0,
    quarterMinutes: league.quarterMinutes ?? 12,
    bestOf: league.bestOf ?? 3,
    pUnit: 0.5,
  };
  switch (profileOf(league.sport).family) {
    case 'goals': {
      const [total, spread, home] =
        league.sport === 'OP' ? [5.8, 1.6, 0.2] : league.sport === 'VF' ? [2.9, 1.6, 0.3] : [2.65, 1.5, 0.3];
      return { ...base, ...rates(total * randomBetween(random, 0.85, 1.15), edge * spread + home) };
    }
    case 'baseball':
      return { ...base, ...rates(8.6 * randomBetween(random, 0.85, 1.15), edge * 2 + 0.2) };
    case 'basketball': {
      const regulation = 4 * base.quarterMinutes;
      const perMinute = league.id === 300101 ? 4.7 : 4.2;
      return {
        ...base,
        meanTotal: Math.round(regulation * perMinute * randomBetween(random, 0.94, 1.06)),
        meanDiff: edge * 14 + 2.5,
      };
    }
    case 'sets': {
      // A game (tennis) swings a match more than a rally point (volleyball, table tennis).
      const swing = league.sport === 'TN' ? 0.12 : league.sport === 'SK' ? 0.14 : league.sport === 'TT' ? 0.07 : 0.05;
      return { ...base, pUnit: Math.min(0.8, Math.max(0.2, 0.5 + edge * swing + randomBetween(random, -0.02, 0.02))) };
    }
  }
}

/** Home and away scoring rates from an expected total and an expected margin. */
function rates(total: number, margin: number): { homeRate: number; awayRate: number } {
  return { homeRate: Math.max(0.15, (total + margin) / 2), awayRate: Math.max(0.15, (total - margin) / 2) };
}
