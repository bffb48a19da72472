import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode, type BetSelection } from 'shared/contract';
import { testSportsPrice } from 'shared/contract/testing';
import { todayCutoff, listedDate } from '../sports/book/market-window';
import type { SportsVenue } from '../sports/sports-venue';
import { selectionOf, sportsCalls, type SportsCalls } from '../testing/sports-calls';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const DELAY_MS = 2_000;
const clock = createTestClock();
let t: TestApp;
let venue: SportsVenue;
let one: SportsCalls;
let two: SportsCalls;
beforeAll(async () => {
  t = await createTestApp({
    testMode: true,
    clock: clock.now,
    sports: { autoRun: false, feedRate: 0, betDelayMs: DELAY_MS },
  });
  venue = t.app.sportsVenue;
  one = sportsCalls(t, clock, await t.loginAs('sports01', 'sport1234'));
  two = sportsCalls(t, clock, await t.loginAs('sports02', 'sport1234'));
});
afterAll(async () => {
  await t.close();
});

/** Plays the book forward (kick-offs, delays) by `ms`. */
function tick(ms: number): void {
  clock.advance(ms);
  venue.tick(clock.now().getTime());
}

const prematch = (skip: string[] = [], w = 'R') => selectionOf(venue, { live: false, sport: 'FT', w, skip });
const bet = (
  selections: BetSelection[],
  mode: 'single' | 'multiple' | 'series' = 'single',
  stake = 100,
  autoAccept = false,
) => ({
  mode,
  stake,
  oddsFormat: 'H' as const,
  autoAccept,
  selections,
});

describe('venue/resource reads', () => {
  it('lists leagues with counts, the featured ones first; the early market with its Beijing dates', async () => {
    const today = await one.ok('leagues', { market: 'FT', sport: 'ALL', date: null });
    expect(today.leagues.length).toBeGreaterThan(10);
    expect(today.leagues.every((l) => l.count > 0)).toBe(true);
    expect(today.dates).toEqual([]);
    const early = await one.ok('leagues', { market: 'FU', sport: 'FT', date: null });
    expect(early.dates.length).toBeGreaterThanOrEqual(5);
    expect(early.leagues[0]).toMatchObject({ league_id: 100822, name: '英格兰超级联赛', gameType: 'FT' });
    const oneDay = await one.ok('leagues', { market: 'FU', sport: 'FT', date: early.dates[1] ?? null });
    expect(oneDay.leagues.reduce((n, l) => n + l.count, 0)).toBeLessThan(
      early.leagues.reduce((n, l) => n + l.count, 0),
    );
    expect(
      (await one.ok('leagues', { market: 'RB', sport: 'BK', date: null })).leagues.every((l) => l.gameType === 'BK'),
    ).toBe(true);
    expect((await one.ok('leagues', { market: 'FT', sport: 'FS', date: null })).leagues).toEqual([]);
    expect((await one.ok('leagues', { market: 'FSFU', sport: 'FS', date: null })).leagues.length).toBeGreaterThan(0);
  });

  it('answers each market’s matches with the feed sequence they include', async () => {
    const now = clock.now();
    const live = await one.ok('matches', { market: 'RB', sport: 'ALL', leagueIds: [], date: null });
    expect(live.feedSeq).toBe(venue.hub.seq);
    expect(live.matches.length).toBeGreaterThanOrEqual(20);
    expect(
      live.matches.every(
        (m) =>
          m.isLive && m.gameStatus === 'live' && m.markets.every((k) => k.w.startsWith('R') || k.w.startsWith('H')),
      ),
    ).toBe(true);
    const today = await one.ok('matches', { market: 'FT', sport: 'FT', leagueIds: [], date: null });
    expect(today.matches.every((m) => !m.isLive && Date.parse(m.startTime) < todayCutoff(now))).toBe(true);
    const [date] = (await one.ok('leagues', { market: 'FU', sport: 'ALL', date: null })).dates;
    const early = await one.ok('matches', {
      market: 'FU',
      sport: 'ALL',
      leagueIds: [100822, 300101],
      date: date ?? null,
    });
    expect(early.matches.length).toBeGreaterThan(0);
    expect(
      early.matches.every(
        (m) => [100822, 300101].includes(m.league_id) && listedDate(Date.parse(m.startTime)) === date,
      ),
    ).toBe(true);
    expect((await one.ok('matches', { market: 'FT', sport: 'FS', leagueIds: [], date: null })).matches).toEqual([]);
  });

  it('answers outrights with their rtypes, and the stake bounds of each mode', async () => {
    const { outrights } = await one.ok('outrights', { market: 'FSFU', sport: 'ALL', leagueIds: [] });
    expect(outrights[0]?.rates[0]).toMatchObject({ rtype: 'FS01' });
    expect(outrights.every((o) => o.open && o.rates.length >= 2)).toBe(true);
    expect(
      (await one.ok('outrights', { market: 'FSFT', sport: 'BK', leagueIds: [] })).outrights.every(
        (o) => o.gameType === 'BK',
      ),
    ).toBe(true);
    expect(await one.ok('betLimits', { mode: 'single' })).toEqual({ minStake: 10, maxStake: 50_000 });
    expect(await one.ok('betLimits', { mode: 'series' })).toEqual({ minStake: 10, maxStake: 10_000 });
  });
});

describe('placeBet', () => {
  it('places a pre-match single at once and debits the stake in the same transaction', async () => {
    const before = await one.balance();
    const selection = prematch();
    const { tickets, balance } = await one.ok('placeBet', bet([selection], 'single', 25.5));
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      mode: 'single',
      status: 'accepted',
      stake: 25.5,
      odds: selection.odds,
      oddsFormat: 'H',
      result: null,
      payout: null,
    });
    expect(tickets[0]?.legs[0]).toMatchObject({
      gameId: selection.gameId,
      w: 'R',
      r: selection.r,
      ratio: selection.ratio,
      isLive: false,
      scoreAtBet: null,
    });
    expect(balance).toBe(before - 25.5);
    expect(await one.balance()).toBe(balance);
  });

  it('places one ticket per selection in multiple mode and one parlay in series mode', async () => {
    const a = prematch();
    const b = prematch([venue.book.findMatch(a.gameId)!.fixture.gameId]);
    const before = await one.balance();
    const multiple = await one.ok('placeBet', bet([a, b], 'multiple', 10));
    expect(multiple.tickets.map((x) => [x.mode, x.legs.length, x.stake])).toEqual([
      ['multiple', 1, 10],
      ['multiple', 1, 10],
    ]);
    expect(multiple.balance).toBe(before - 20);
    const series = await one.ok('placeBet', bet([a, b], 'series', 10));
    expect(series.tickets).toHaveLength(1);
    expect(series.tickets[0]?.odds).toBeCloseTo(a.odds * b.odds, 4);
    expect(series.balance).toBe(before - 30);
  });

  it('refuses closed markets (7103), stakes out of bounds (7104) and malformed slips (7105)', async () => {
    const a = prematch();
    const other = prematch([venue.book.findMatch(a.gameId)!.fixture.gameId]);
    const sameMatch = selectionOf(venue, { live: false, w: 'OU', skip: [] });
    const codes = async (request: ReturnType<typeof bet>) => (await one.call('placeBet', request)).status_code;
    expect(await codes(bet([{ ...a, gameId: '999' }]))).toBe(ResponseCode.MARKET_CLOSED);
    const match = venue.book.findMatch(a.gameId)!;
    match.state.suspendedUntil = clock.now().getTime() + 60_000;
    expect(await codes(bet([a]))).toBe(ResponseCode.MARKET_CLOSED);
    match.state.suspendedUntil = 0;
    expect(await codes(bet([a], 'single', 9.99))).toBe(ResponseCode.STAKE_OUT_OF_RANGE);
    expect(await codes(bet([a], 'single', 50_000.01))).toBe(ResponseCode.STAKE_OUT_OF_RANGE);
    expect(await codes(bet([a, other], 'series', 10_001))).toBe(ResponseCode.STAKE_OUT_OF_RANGE);
    expect(await codes(bet([a, other], 'single'))).toBe(ResponseCode.INVALID_SELECTIONS);
    expect(await codes(bet([a], 'series'))).toBe(ResponseCode.INVALID_SELECTIONS);
    expect(await codes(bet([a, a], 'multiple'))).toBe(ResponseCode.INVALID_SELECTIONS);
    const ou = { ...sameMatch, gameId: venue.book.findMatch(sameMatch.gameId)!.fixture.gameId };
    const r = selectionOf(venue, {
      live: false,
      w: 'R',
      skip: [...venue.book.matches.keys()].filter((id) => id !== ou.gameId),
    });
    expect(await codes(bet([ou, r], 'series'))).toBe(ResponseCode.INVALID_SELECTIONS);
    const outright = [...venue.book.outrights.values()][0]!;
    const champion = {
      gameId: outright.def.gameId,
      w: 'FS' as const,
      r: 'FS01',
      odds: outright.def.entrants[0]!.odds,
      ratio: null,
    };
    const refusal = await one.call('placeBet', bet([champion, a], 'multiple'));
    expect(refusal).toMatchObject({ status_code: 7105, message: '冠军投注不能与其他投注混合' });
  });

  it('answers 7102 with the current prices when one moved, and places at the new price when told to accept', async () => {
    const a = prematch();
    const seen = { ...a, odds: Math.round((a.odds + 0.1) * 100) / 100 };
    const refusal = await one.call('placeBet', bet([seen]));
    expect(refusal.status_code).toBe(ResponseCode.ODDS_CHANGED);
    expect(refusal.data).toEqual([{ gameId: a.gameId, w: a.w, r: a.r, odds: a.odds, ratio: a.ratio }]);
    const placed = await one.ok('placeBet', bet([seen], 'single', 10, true));
    expect(placed.tickets[0]?.odds).toBe(a.odds);
  });

  it('refuses what the wallet cannot pay (7101) and leaves the balance alone', async () => {
    const before = await two.balance();
    expect((await two.call('placeBet', bet([prematch()], 'single', before + 1))).status_code).toBe(
      ResponseCode.INSUFFICIENT_BALANCE,
    );
    expect(await two.balance()).toBe(before);
  });

  it('answers a repeat of the same request id with the first answer and places nothing more', async () => {
    const requestId = randomUUID();
    const before = await two.balance();
    const first = await two.ok('placeBet', bet([prematch()], 'single', 40), requestId);
    const again = await two.ok('placeBet', bet([prematch()], 'single', 40), requestId);
    expect(again).toEqual(first);
    expect(await two.balance()).toBe(before - 40);
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from sports_tickets where request_id = $1`,
      [requestId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers 7601 to the same request id with another slip, and places nothing for it', async () => {
    const requestId = randomUUID();
    const before = await two.balance();
    await two.ok('placeBet', bet([prematch()], 'single', 40), requestId);
    // A retry is re-stamped (timestamp) by the client and still counts as the same slip; a changed stake does not.
    clock.advance(1_000);
    expect((await two.call('placeBet', bet([prematch()], 'single', 40), requestId)).status_code).toBe(6000);
    const other = await two.call('placeBet', bet([prematch()], 'single', 50), requestId);
    expect(other).toMatchObject({
      status_code: ResponseCode.REQUEST_ID_CONFLICT,
      message: '请求编号已用于另一笔操作，请刷新后重试',
    });
    expect(await two.balance()).toBe(before - 40);
  });
});

describe('in-play bets', () => {
  it('wait in delay, block the next bet (7106), then stand once the delay is over', async () => {
    const live = selectionOf(venue, { live: true, sport: 'BK' });
    const { tickets } = await one.ok('placeBet', bet([live]));
    const [ticket] = tickets;
    expect(ticket).toMatchObject({ status: 'delay' });
    expect(ticket?.legs[0]?.scoreAtBet).toMatch(/^\d+-\d+$/);
    expect(await one.call('placeBet', bet([prematch()]))).toMatchObject({
      status_code: 7106,
      message: '当前还有订单正在确认中，请稍等',
    });
    tick(DELAY_MS - 500);
    expect((await one.ok('ticketStatus', { ticketIds: [ticket!.ticket_id] })).tickets[0]?.status).toBe('delay');
    // The read itself decides a ticket whose delay is over, whether or not the engine ticked.
    clock.advance(600);
    expect((await one.ok('ticketStatus', { ticketIds: [ticket!.ticket_id] })).tickets[0]?.status).toBe('accepted');
  });

  it('are rejected with the reason and refunded when the price fell meanwhile', async () => {
    const before = await two.balance();
    const live = selectionOf(venue, { live: true, sport: 'TN' });
    const { tickets } = await two.ok('placeBet', bet([live], 'single', 50));
    expect(await two.balance()).toBe(before - 50);
    await t.ok(testSportsPrice, { gameId: live.gameId, w: live.w, r: live.r, odds: Math.max(1.01, live.odds * 0.8) });
    // Only the clock moves: playing the match on could move a tennis line, and a bet on a line that
    // moved on keeps its price (delayVerdict), which is another test's case.
    clock.advance(DELAY_MS + 100);
    await venue.delays.resolveIfDue([tickets[0]!.ticket_id], clock.now().getTime());
    const [ticket] = (await two.ok('ticketStatus', { ticketIds: [tickets[0]!.ticket_id] })).tickets;
    expect(ticket).toMatchObject({ status: 'rejected', rejectReason: '赔率已变化，注单未被接受' });
    expect(await two.balance()).toBe(before);
    const refunds = await t.db.query<{ amount_fen: number }>(
      `select amount_fen from ledger where kind = 'bet_refund' and request_id = $1`,
      [`refund:${ticket?.ticket_id}`],
    );
    expect(refunds).toEqual([{ amount_fen: 5000 }]);
  });

  it('shows only the caller’s tickets', async () => {
    const { tickets } = await one.ok('placeBet', bet([prematch()], 'single', 10));
    expect((await two.ok('ticketStatus', { ticketIds: [tickets[0]!.ticket_id] })).tickets).toEqual([]);
  });
});
