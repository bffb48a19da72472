import { describe, expect, it } from 'vitest';
import type { MatchSport } from 'shared/contract';
import { BookQueries } from '../../../sports/book/book-queries';
import { SportsBook } from '../../../sports/book/sports-book';
import { SPORT_PROFILES } from '../../../sports/catalog/sport-profiles';
import { seededRandom } from '../../../sports/random';
import { BookFiller, EARLY_DAYS } from './book-filler';
import { priceMarkets } from '../pricing/price-markets';

const SPORTS = Object.keys(SPORT_PROFILES) as MatchSport[];

function filled(nowMs: number, seed = 99) {
  const book = new SportsBook(priceMarkets);
  new BookFiller(book, seed, 1, seededRandom(1)).fill(nowMs, true);
  return { book, queries: new BookQueries(book) };
}

/** Beijing wall-clock hour h on 21 Nov 2025. */
const beijing = (h: number, m = 0) => Date.UTC(2025, 10, 20, 16 + h, m);

describe('BookFiller', () => {
  it('builds the same book from the same seed and clock', () => {
    const a = filled(beijing(20));
    const b = filled(beijing(20));
    const shape = (book: SportsBook) =>
      [...book.matches.values()].map(
        (m) =>
          `${m.fixture.gameId} ${m.fixture.teamH}-${m.fixture.teamC} ${m.state.status} ${m.state.scoreH}:${m.state.scoreC}`,
      );
    expect(shape(a.book)).toEqual(shape(b.book));
    expect(shape(filled(beijing(20), 100).book)).not.toEqual(shape(a.book));
  });

  it('has something in every market at any hour of the Beijing day', () => {
    for (const hour of [0, 4, 9, 12, 17, 21, 23.5]) {
      const now = beijing(Math.floor(hour), (hour % 1) * 60);
      const { book, queries } = filled(now);
      const at = new Date(now);
      for (const sport of SPORTS) {
        const live = [...book.matches.values()].filter(
          (m) => m.fixture.sport === sport && m.state.status === 'live',
        ).length;
        expect(live, `${sport} live at ${hour}h`).toBeGreaterThanOrEqual(SPORT_PROFILES[sport].liveTarget);
      }
      expect(
        queries.matches({ market: 'FT', sport: 'ALL', leagueIds: [], date: null }, at).length,
        `today at ${hour}h`,
      ).toBeGreaterThanOrEqual(20);
      expect(
        queries.matches({ market: 'FT', sport: 'FT', leagueIds: [], date: null }, at).length,
        `football today at ${hour}h`,
      ).toBeGreaterThanOrEqual(8);
      const { dates } = queries.leagues({ market: 'FU', sport: 'ALL', date: null }, at);
      expect(dates.length, `early dates at ${hour}h`).toBeGreaterThanOrEqual(EARLY_DAYS - 1);
      expect(queries.outrights({ market: 'FSFT', sport: 'ALL', leagueIds: [] }, at).length).toBeGreaterThan(0);
      expect(queries.outrights({ market: 'FSFU', sport: 'FS', leagueIds: [] }, at).length).toBeGreaterThan(0);
    }
  });

  it('lists every featured league in the early market with Chinese names', () => {
    const { queries } = filled(beijing(10));
    const leagues = queries.leagues({ market: 'FU', sport: 'FT', date: null }, new Date(beijing(10))).leagues;
    expect(leagues.slice(0, 7).map((l) => l.league_id)).toEqual([
      100822, 100021, 100026, 100030, 100028, 100032, 100210,
    ]);
    expect(leagues[0]?.name).toBe('英格兰超级联赛');
    expect(leagues.every((l) => l.count > 0 && l.gameType === 'FT')).toBe(true);
  });

  it('adds nothing twice and never brings back a fixture that ended', () => {
    const now = beijing(15);
    const book = new SportsBook(priceMarkets);
    const filler = new BookFiller(book, 5, 1, seededRandom(2));
    filler.fill(now, true);
    const size = book.matches.size;
    expect(filler.fill(now + 1000, false)).toEqual([]);
    expect(book.matches.size).toBe(size);
    const live = [...book.matches.values()].find((m) => m.state.status === 'live');
    book.retire(live?.fixture.gameId ?? '');
    filler.fill(now + 2000, true);
    expect(book.matches.has(live?.fixture.gameId ?? '')).toBe(false);
  });

  it('keeps a sport going: when matches are short, one kicks off within ten minutes', () => {
    const now = beijing(15);
    const book = new SportsBook(priceMarkets);
    const filler = new BookFiller(book, 5, 1, seededRandom(2));
    filler.fill(now, true);
    for (const match of [...book.matches.values()])
      if (match.fixture.sport === 'TT' && match.state.status === 'live') book.retire(match.fixture.gameId);
    const added = filler.fill(now + 1000, false).filter((m) => m.fixture.sport === 'TT');
    expect(added.length).toBeGreaterThan(0);
    expect(
      added.every((m) => m.fixture.startMs > now && m.fixture.startMs <= now + 11 * 60_000 && !m.fixture.postponed),
    ).toBe(true);
  });
});
