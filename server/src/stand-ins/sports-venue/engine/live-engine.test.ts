import { describe, expect, it } from 'vitest';
import { feedServerMessageSchema, type FeedServerMessage, type MatchSport } from 'shared/contract';
import { SportsBook } from '../../../sports/book/sports-book';
import { SPORT_PROFILES } from '../../../sports/catalog/sport-profiles';
import { FeedHub, type FeedSocket } from '../../../sports/feed/feed-hub';
import type { LiveMatch } from '../../../sports/model/live-match';
import { seededRandom } from '../../../sports/random';
import { BookFiller } from '../schedule/book-filler';
import { GOAL_SUSPENSION_MS, LiveEngine } from './live-engine';
import { priceMarkets } from '../pricing/price-markets';

const NOW = Date.UTC(2025, 10, 21, 12, 0);

type Batch = Extract<FeedServerMessage, { type: 'batch' }>;

function setUp(feedRate = 0, clockSpeed = 1) {
  const book = new SportsBook(priceMarkets);
  const hub = new FeedHub();
  const random = seededRandom(11);
  const filler = new BookFiller(book, 3, clockSpeed, random);
  filler.fill(NOW, true);
  const ended: LiveMatch[] = [];
  const engine = new LiveEngine(
    book,
    hub,
    filler,
    random,
    { clockSpeed, feedRate },
    {
      onEnded: (match) => ended.push(match),
      onStateChanged: () => undefined,
      onOutrightClosed: () => undefined,
    },
  );
  const batches: Batch[] = [];
  const socket: FeedSocket = {
    bufferedAmount: 0,
    send: (text: string | Buffer) => {
      const message = feedServerMessageSchema.parse(JSON.parse(text.toString()));
      if (message.type === 'batch') batches.push(message);
    },
    terminate: () => undefined,
    on: () => undefined,
  };
  hub.attach(socket, () => 0);
  engine.tick(NOW);
  batches.length = 0;
  return { book, hub, engine, ended, batches };
}

function liveOf(book: SportsBook, sport: MatchSport): LiveMatch {
  const match = [...book.matches.values()].find((m) => m.fixture.sport === sport && m.state.status === 'live');
  if (match === undefined) throw new Error(`no live ${sport} match`);
  return match;
}

describe('LiveEngine', () => {
  it('kicks off a match at its time: in play, with in-play prices pushed on the feed', () => {
    const { book, engine, batches } = setUp();
    const next = [...book.matches.values()]
      .filter((m) => m.state.status === 'upcoming' && !m.fixture.postponed)
      .sort((a, b) => a.fixture.startMs - b.fixture.startMs)[0]!;
    book.marketsOf(next);
    engine.tick(next.fixture.startMs);
    expect(next.state.status).toBe('live');
    expect(book.marketsOf(next).map((m) => m.w)).toContain('RE');
    const all = batches.flatMap((b) => b.odds);
    // The pre-match handicap closes; the in-play one opens.
    expect(all).toContainEqual(expect.arrayContaining([next.fixture.gameId, 'R']));
    expect(all.find((o) => o[0] === next.fixture.gameId && o[1] === 'R')?.[5]).toBe(0);
    expect(all.find((o) => o[0] === next.fixture.gameId && o[1] === 'RE')?.[5]).toBe(1);
    expect(batches.flatMap((b) => b.matches)).toContainEqual(
      expect.objectContaining({ gameId: next.fixture.gameId, isLive: true, gameStatus: 'live' }),
    );
  });

  it('suspends every market after a goal and reopens them five seconds later', () => {
    const { book, engine, batches } = setUp();
    const match = liveOf(book, 'FT');
    book.marketsOf(match);
    // A side scoring 500 a match: a minute of play brings a goal (the engine's draws are seeded).
    const rate = match.fixture.model.homeRate;
    match.fixture.model.homeRate = 500;
    const before = match.state.scoreH;
    const goalAt = NOW + 60_000;
    engine.tick(goalAt);
    match.fixture.model.homeRate = rate;
    expect(match.state.scoreH).toBeGreaterThan(before);
    expect(book.marketsOf(match).every((m) => !m.open)).toBe(true);
    expect(batches.flatMap((b) => b.matches)).toContainEqual(
      expect.objectContaining({ gameId: match.fixture.gameId, sc_FT_H: match.state.scoreH }),
    );
    expect(
      batches
        .flatMap((b) => b.odds)
        .filter((o) => o[0] === match.fixture.gameId)
        .every((o) => o[5] === 0),
    ).toBe(true);
    const scored = match.state.scoreH + match.state.scoreC;
    engine.tick(goalAt + GOAL_SUSPENSION_MS / 2);
    if (match.state.scoreH + match.state.scoreC === scored)
      expect(book.marketsOf(match).some((m) => m.open)).toBe(false);
    engine.tick(goalAt + GOAL_SUSPENSION_MS + 100);
    expect(book.marketsOf(match).some((m) => m.open)).toBe(true);
    const reopened = batches.at(-1)?.odds.filter((o) => o[0] === match.fixture.gameId) ?? [];
    expect(reopened.some((o) => o[5] === 1)).toBe(true);
  });

  it('ends a finished match: closed prices, ended on the feed, tickets handed to settlement', () => {
    const { book, engine, ended, batches } = setUp();
    const match = liveOf(book, 'BK');
    engine.finishNow(match, 101, 99, NOW + 50);
    expect(ended).toEqual([match]);
    expect(book.findMatch(match.fixture.gameId)).toBeUndefined();
    expect(batches.at(-1)?.ended).toEqual([match.fixture.gameId]);
    expect(batches.at(-1)?.matches).toContainEqual(
      expect.objectContaining({ gameId: match.fixture.gameId, gameStatus: 'finished', isLive: false, sc_FT_H: 101 }),
    );
  });

  it('moves in-play prices at the asked rate, and pre-match prices never', () => {
    const { book, engine, batches } = setUp(4000);
    const prematch = [...book.matches.values()].filter((m) => m.state.status === 'upcoming').slice(0, 30);
    const before = JSON.stringify(prematch.map((m) => book.marketsOf(m)));
    const start = engine.moved;
    for (let i = 1; i <= 20; i++) engine.tick(NOW + i * 100);
    const moved = engine.moved - start;
    expect(moved).toBeGreaterThan(8000 * 0.97);
    expect(moved).toBeLessThan(8000 * 1.03);
    expect(batches.length).toBe(20);
    expect(JSON.stringify(prematch.map((m) => book.marketsOf(m)))).toBe(before);
    const changed = new Set(batches.flatMap((b) => b.odds.map((o) => o[0])));
    for (const id of changed) expect(book.findMatch(id)?.state.status).toBe('live');
    engine.rate = 0;
    const still = engine.moved;
    engine.tick(NOW + 2100);
    expect(engine.moved).toBe(still);
  });

  it('sets a price by hand and pushes just that price', () => {
    const { book, engine, batches } = setUp();
    const match = [...book.matches.values()].find((m) => m.state.status === 'upcoming')!;
    const market = book.marketsOf(match)[0]!;
    expect(engine.setPrice(market, market.selections[0]!, 2.345, NOW)).toBe(2.35);
    expect(market.odds[0]).toBe(2.35);
    expect(batches.at(-1)?.odds).toEqual([[market.betGameId, market.w, market.selections[0], 2.35, market.ratio, 1]]);
  });

  it('keeps every sport going over hours of play', () => {
    // Ten times real speed: an hour of ticks is ten hours of games.
    const { book, engine, ended } = setUp(0, 10);
    for (let minute = 1; minute <= 60; minute++) engine.tick(NOW + minute * 60_000);
    expect(ended.length).toBeGreaterThan(40);
    const at = NOW + 60 * 60_000;
    for (const sport of Object.keys(SPORT_PROFILES) as MatchSport[]) {
      const going = [...book.matches.values()].filter(
        (m) =>
          m.fixture.sport === sport &&
          (m.state.status === 'live' || (m.state.status === 'upcoming' && m.fixture.startMs <= at + 10 * 60_000)),
      );
      expect(going.length, sport).toBeGreaterThanOrEqual(SPORT_PROFILES[sport].liveTarget);
    }
  });
});
