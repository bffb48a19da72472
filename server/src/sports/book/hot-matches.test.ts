import { describe, expect, it } from 'vitest';
import { hotLiveMatches } from 'shared/contract';
import { leagueOrder } from '../catalog/leagues';
import { profileOf } from '../catalog/sport-profiles';
import { LiveEngine } from '../../stand-ins/sports-venue/engine/live-engine';
import { FeedHub } from '../feed/feed-hub';
import type { LiveMatch } from '../model/live-match';
import { seededRandom } from '../random';
import { BookFiller } from '../../stand-ins/sports-venue/schedule/book-filler';
import { hotMatchesOf } from './hot-matches';
import { liveFieldsOf } from './live-fields';
import { todayCutoff } from './market-window';
import { SportsBook } from './sports-book';
import { priceMarkets } from '../../stand-ins/sports-venue/pricing/price-markets';

const NOW = Date.UTC(2025, 10, 21, 12, 0);

function setUp() {
  const book = new SportsBook(priceMarkets);
  const random = seededRandom(11);
  const filler = new BookFiller(book, 3, 1, random);
  filler.fill(NOW, true);
  const engine = new LiveEngine(
    book,
    new FeedHub(),
    filler,
    random,
    { clockSpeed: 1, feedRate: 0 },
    {
      onEnded: () => undefined,
      onStateChanged: () => undefined,
      onOutrightClosed: () => undefined,
    },
  );
  engine.tick(NOW);
  return { book, engine };
}

const live = (book: SportsBook): LiveMatch[] => [...book.matches.values()].filter((m) => m.state.status === 'live');

describe('hotMatchesOf', () => {
  it('lists the book’s live matches first, featured leagues first, each as the book has it now', () => {
    const { book } = setUp();
    const list = hotMatchesOf(book, 20, new Date(NOW));
    expect(list).toHaveLength(20);
    expect(hotLiveMatches.response.safeParse({ list }).success).toBe(true);
    expect(live(book).length).toBeGreaterThanOrEqual(20);
    expect(list.every((m) => m.isLive && m.status === 'live')).toBe(true);
    const orders = list.map((m) => leagueOrder(book.findMatch(m.matchId)!.fixture.leagueId));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const item of list) {
      const match = book.findMatch(item.matchId)!;
      const fields = liveFieldsOf(match);
      expect(item).toMatchObject({
        sportType: match.fixture.sport,
        league: match.fixture.league,
        home: match.fixture.teamH,
        away: match.fixture.teamC,
        startTime: new Date(match.fixture.startMs).toISOString(),
        scoreHome: fields.sc_FT_H,
        scoreAway: fields.sc_FT_C,
        clock: fields.re_time,
        period: fields.se_now,
      });
    }
    expect(hotMatchesOf(book, 3, new Date(NOW)).map((m) => m.matchId)).toEqual(list.slice(0, 3).map((m) => m.matchId));
  });

  it('follows with today’s matches still to start, soonest first, once the live ones are listed', () => {
    const { book, engine } = setUp();
    const under = live(book);
    for (const match of under.slice(2)) engine.finishNow(match, 1, 0, NOW + 10);
    const list = hotMatchesOf(book, 20, new Date(NOW + 10));
    expect(
      list
        .slice(0, 2)
        .map((m) => m.matchId)
        .sort(),
    ).toEqual(
      under
        .slice(0, 2)
        .map((m) => m.fixture.gameId)
        .sort(),
    );
    const upcoming = list.slice(2);
    expect(upcoming).toHaveLength(18);
    const cutoff = todayCutoff(new Date(NOW + 10));
    for (const item of upcoming) {
      expect(item).toMatchObject({
        isLive: false,
        status: 'upcoming',
        scoreHome: 0,
        scoreAway: 0,
        clock: '',
        period: '',
      });
      expect(Date.parse(item.startTime)).toBeGreaterThan(NOW);
      expect(Date.parse(item.startTime)).toBeLessThan(cutoff);
    }
    const starts = upcoming.map((m) => Date.parse(m.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('moves with the engine: a goal shows in the score, the clock runs, a finished match leaves the list', () => {
    const { book, engine } = setUp();
    const match = live(book).find((m) => m.fixture.sport === 'FT' && m.state.period === '1H')!;
    const id = match.fixture.gameId;
    const before = hotMatchesOf(book, 20, new Date(NOW)).find((m) => m.matchId === id)!;
    // A side scoring 500 a match: a minute of play brings a goal (the engine's draws are seeded).
    const rate = match.fixture.model.homeRate;
    match.fixture.model.homeRate = 500;
    engine.tick(NOW + 60_000);
    match.fixture.model.homeRate = rate;
    const after = hotMatchesOf(book, 20, new Date(NOW + 60_000)).find((m) => m.matchId === id)!;
    expect(after.scoreHome).toBeGreaterThan(before.scoreHome);
    expect(after.scoreHome).toBe(match.state.scoreH);
    expect(after.clock).not.toBe(before.clock);
    // Markets stay suspended after a goal: no prices to show.
    expect(after.odds).toBeNull();

    engine.finishNow(match, after.scoreHome, after.scoreAway, NOW + 61_000);
    expect(hotMatchesOf(book, 20, new Date(NOW + 61_000)).some((m) => m.matchId === id)).toBe(false);
  });

  it('shows the full-match winner prices: with a draw where the sport has one', () => {
    const { book } = setUp();
    const list = hotMatchesOf(book, 20, new Date(NOW));
    const priced = list.filter((m) => m.odds !== null);
    expect(priced.length).toBeGreaterThan(10);
    for (const item of priced) {
      const match = book.findMatch(item.matchId)!;
      const market = book.marketsOf(match).find((m) => m.w === 'RM' && m.betGameId === match.fixture.gameId)!;
      const odds = (r: string) => market.odds[market.selections.indexOf(r)];
      expect(item.odds).toEqual({
        home: odds('H'),
        draw: profileOf(match.fixture.sport).threeWay ? odds('N') : null,
        away: odds('C'),
      });
    }
    expect(priced.some((m) => m.odds?.draw === null)).toBe(true);
    expect(priced.some((m) => typeof m.odds?.draw === 'number')).toBe(true);
  });
});
