import { inventTitles } from '../../games/catalogue/title-parts';
import { KNOWN_TITLES, WITHDRAWN_CODES } from '../../games/catalogue/titles';
import { hashSeed, randomInt, seededRandom } from '../../sports/random';
import type { Queryable, SqlValue } from '../database';
import { insertRows } from './insert-rows';
import { VENUES, venueIdOf } from './venues';

/** How many games each e-game venue lists in all: known titles first, then invented ones. */
const CATALOGUE_SIZE = { min: 90, max: 140 } as const;

/**
 * The venues' most popular games are the hot ones, a few more are picked at random; some of the
 * rest are new. A fishing venue has a dozen games, so fewer leaders and a higher chance of new.
 */
const MARKS = {
  slots: { leadingHot: 6, extraHotChance: 0.05, newChance: 0.1 },
  fishing: { leadingHot: 2, extraHotChance: 0.1, newChance: 0.25 },
} as const;

type GameRow = [
  id: number,
  venueId: number,
  gameCode: string,
  name: string,
  hot: boolean,
  isNew: boolean,
  sort: number,
  enabled: boolean,
];

/** One venue's catalogue, the same on every database: ids are venue id * 1000 + position. */
export function venueCatalogue(enName: string): GameRow[] {
  const known = KNOWN_TITLES[enName] ?? [];
  const venue = VENUES.find((v) => v[1] === enName);
  if (venue === undefined) throw new Error(`no seeded venue ${enName}`);
  const [venueId, , , category] = venue;
  const random = seededRandom(hashSeed('game-catalogue', enName));
  const fishing = category === 'BY';
  const marks = MARKS[fishing ? 'fishing' : 'slots'];
  // Fishing venues have a handful of games, all known; e-game venues a full catalogue.
  const size = fishing ? known.length : randomInt(random, CATALOGUE_SIZE.min, CATALOGUE_SIZE.max);
  const taken = new Set(known.flatMap(([code, name]) => [code, name]));
  const titles = [...known, ...inventTitles(random, Math.max(0, size - known.length), taken)];
  return titles.map(([code, name], index): GameRow => {
    const hot = index < marks.leadingHot || random() < marks.extraHotChance;
    // The most popular games have been out for years: never "new".
    const isNew = index >= marks.leadingHot && random() < marks.newChance;
    return [venueId * 1000 + index + 1, venueId, code, name, hot, isNew, (index + 1) * 10, !WITHDRAWN_CODES.has(code)];
  });
}

/** Jackpots of a few venues of several categories: [venue, pool at seeding (fen), growth per second (fen)]. */
const BONUS_POOLS: readonly (readonly [enName: string, baseFen: number, perSecondFen: number])[] = [
  ['PGDZ', 886_512_300, 37],
  ['MGDZ', 1_523_887_600, 58],
  ['CQ9DZ', 312_450_800, 21],
  ['AGZR', 468_200_000, 25],
  ['KYQP', 235_660_900, 16],
  ['JDBBY', 128_930_400, 12],
];

/** The e-game and fishing catalogues and the venues' jackpots (migration 012). */
export async function seedGames(tx: Queryable, now: Date): Promise<void> {
  const rows = Object.keys(KNOWN_TITLES).flatMap(venueCatalogue);
  // One statement per venue keeps each insert well below the parameter limit.
  for (const venue of new Set(rows.map((row) => row[1]))) {
    await insertRows(
      tx,
      'games',
      ['id', 'venue_id', 'game_code', 'name', 'hot', 'is_new', 'sort', 'enabled'],
      rows.filter((row) => row[1] === venue),
    );
  }
  await insertRows(
    tx,
    'bonus_pools',
    ['venue_id', 'base_fen', 'per_second_fen', 'base_at'],
    BONUS_POOLS.map(([enName, baseFen, perSecondFen]): SqlValue[] => [venueIdOf(enName), baseFen, perSecondFen, now]),
  );
}
