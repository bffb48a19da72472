import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecordList, betRecordTotal, type BetRecord, type BetSelection } from 'shared/contract';
import { testFinishMatch, testSportsPrice } from 'shared/contract/testing';
import { beijingDate } from '../time/beijing';
import { DEFAULT_SPORTS_OPTIONS, SportsVenue } from '../sports/sports-venue';
import { selectionOf, sportsCalls, type SportsCalls } from '../testing/sports-calls';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { simulatedSportsFeed } from '../stand-ins/sports-venue';

const clock = createTestClock();
let t: TestApp;
let venue: SportsVenue;
let bettor: SportsCalls;
let recorder: SportsCalls;
let recorderToken: string;
beforeAll(async () => {
  t = await createTestApp({
    testMode: true,
    clock: clock.now,
    sports: { autoRun: false, feedRate: 0, betDelayMs: 1_000 },
  });
  venue = t.app.sportsVenue;
  bettor = sportsCalls(t, clock, await t.loginAs('sports01', 'sport1234'));
  recorderToken = await t.loginAs('sports04', 'sport1234');
  recorder = sportsCalls(t, clock, recorderToken);
});
afterAll(async () => {
  await t.close();
});

const single = (selection: BetSelection, stake: number) => ({
  mode: 'single' as const,
  stake,
  oddsFormat: 'E' as const,
  autoAccept: false,
  selections: [selection],
});
const fixtureOf = (selection: BetSelection) => venue.book.findMatch(selection.gameId)!.fixture.gameId;
const payouts = (ticketId: string) =>
  t.db.query<{ amount_fen: number }>(`select amount_fen from ledger where kind = 'payout' and request_id = $1`, [
    `payout:${ticketId}`,
  ]);

describe('settlement', () => {
  it('pays a winning single into the balance exactly once', async () => {
    const over = selectionOf(venue, { live: false, sport: 'FT', w: 'OU' });
    const { tickets, balance } = await bettor.ok(
      'placeBet',
      single({ ...over, r: 'O', odds: venue.book.findMarket(over.gameId, 'OU')!.market.odds[0]! }, 100),
    );
    const ticket = tickets[0]!;
    const match = venue.book.findMatch(over.gameId)!;
    expect((await t.ok(testFinishMatch, { gameId: over.gameId, home: 7, away: 2 })).settledTickets).toBe(1);
    const [settled] = (await bettor.ok('ticketStatus', { ticketIds: [ticket.ticket_id] })).tickets;
    expect(settled).toMatchObject({
      status: 'settled',
      result: 'W',
      payout: Math.floor(ticket.odds * 100 * 100 + 1e-6) / 100,
    });
    expect(settled?.legs[0]).toMatchObject({ result: 'W', finalScore: '7-2' });
    expect(await bettor.balance()).toBeCloseTo(balance + (settled?.payout ?? 0), 2);
    // The match is over: finishing it again finds nothing, settling it again pays nothing.
    expect((await t.call(testFinishMatch, { gameId: over.gameId, home: 0, away: 0 })).envelope.status_code).toBe(6004);
    expect(await venue.settlement.settleMatch(match)).toBe(0);
    expect(await payouts(ticket.ticket_id)).toHaveLength(1);
  });

  it('settles half results and pushes on the ticket’s line', async () => {
    const handicap = selectionOf(venue, { live: false, sport: 'FT', w: 'R' });
    const market = venue.book.findMarket(handicap.gameId, 'R')!.market;
    // Make it a known quarter line: home gives 0.5/1.
    market.ratio = '0.5/1';
    market.strong = 'H';
    const { tickets } = await bettor.ok(
      'placeBet',
      single({ ...handicap, r: 'H', odds: market.odds[0]!, ratio: '0.5/1' }, 200),
    );
    await t.ok(testFinishMatch, { gameId: handicap.gameId, home: 2, away: 1 });
    const [ticket] = (await bettor.ok('ticketStatus', { ticketIds: [tickets[0]!.ticket_id] })).tickets;
    // Half the stake wins at the price, the other half comes back.
    expect(ticket).toMatchObject({ result: 'LW', payout: Math.floor(100 * market.odds[0]! * 100 + 1e-6) / 100 + 100 });
  });

  it('settles a parlay: lost at once on a lost leg, paid on the product when every leg won', async () => {
    const a = selectionOf(venue, { live: false, sport: 'FT', w: 'M' });
    const b = selectionOf(venue, { live: false, sport: 'BK', w: 'M' });
    const losing = await bettor.ok('placeBet', { ...single(a, 10), mode: 'series', selections: [{ ...a, r: 'H' }, b] });
    const winning = await bettor.ok('placeBet', {
      ...single(a, 10),
      mode: 'series',
      selections: [{ ...a, r: 'C', odds: venue.book.findMarket(a.gameId, 'M')!.market.odds[2]! }, b],
    });
    await t.ok(testFinishMatch, { gameId: a.gameId, home: 0, away: 1 });
    const [lost, open] = (
      await bettor.ok('ticketStatus', { ticketIds: [losing.tickets[0]!.ticket_id, winning.tickets[0]!.ticket_id] })
    ).tickets.sort((x, y) => x.ticket_id.localeCompare(y.ticket_id));
    expect(lost).toMatchObject({ status: 'settled', result: 'L', payout: 0 });
    expect(open).toMatchObject({ status: 'accepted', result: null });
    await t.ok(testFinishMatch, { gameId: fixtureOf(b), home: b.r === 'H' ? 110 : 90, away: 100 });
    const [won] = (await bettor.ok('ticketStatus', { ticketIds: [winning.tickets[0]!.ticket_id] })).tickets;
    const legs = won!.legs.map((l) => l.odds);
    expect(won).toMatchObject({
      status: 'settled',
      result: 'W',
      payout: Math.floor(10 * legs[0]! * legs[1]! * 100 + 1e-6) / 100,
    });
  });

  it('settles an outright on the winner chosen by its place', async () => {
    const outright = [...venue.book.outrights.values()].find((o) => o.open)!;
    const pick = outright.def.entrants[2]!;
    const { tickets } = await bettor.ok(
      'placeBet',
      single({ gameId: outright.def.gameId, w: 'FS', r: pick.rtype, odds: pick.odds, ratio: null }, 10),
    );
    expect(tickets[0]?.legs[0]).toMatchObject({ pick: pick.name, title: outright.def.title });
    expect(
      (await t.call(testFinishMatch, { gameId: outright.def.gameId, home: 99, away: 0 })).envelope.status_code,
    ).toBe(6007);
    expect((await t.ok(testFinishMatch, { gameId: outright.def.gameId, home: 3, away: 0 })).settledTickets).toBe(1);
    const [ticket] = (await bettor.ok('ticketStatus', { ticketIds: [tickets[0]!.ticket_id] })).tickets;
    expect(ticket).toMatchObject({ result: 'W', payout: Math.floor(10 * pick.odds * 100 + 1e-6) / 100 });
    expect(ticket?.legs[0]?.finalScore).toBe(pick.name);
  });

  it('voids the tickets of a fixture called off and gives the stake back', async () => {
    const a = selectionOf(venue, { live: false, sport: 'TN' });
    const { tickets, balance } = await bettor.ok('placeBet', single(a, 30));
    expect(await venue.settlement.voidMatch(fixtureOf(a), 'DD')).toBe(1);
    const [ticket] = (await bettor.ok('ticketStatus', { ticketIds: [tickets[0]!.ticket_id] })).tickets;
    expect(ticket).toMatchObject({ result: 'DD', payout: 30 });
    expect(await bettor.balance()).toBe(balance + 30);
  });
});

describe('bet records', () => {
  let won: number;
  beforeAll(async () => {
    const a = selectionOf(venue, { live: false, sport: 'FT', w: 'OU' });
    const b = selectionOf(venue, { live: false, sport: 'FT', w: 'OU', skip: [fixtureOf(a)] });
    const c = selectionOf(venue, { live: false, sport: 'BK', w: 'OU' });
    const live = selectionOf(venue, { live: true, sport: 'VB' });
    won = (
      await recorder.ok(
        'placeBet',
        single({ ...a, r: 'O', odds: venue.book.findMarket(a.gameId, 'OU')!.market.odds[0]! }, 100),
      )
    ).tickets[0]!.odds;
    await recorder.ok(
      'placeBet',
      single({ ...b, r: 'O', odds: venue.book.findMarket(b.gameId, 'OU')!.market.odds[0]! }, 50),
    );
    await recorder.ok('placeBet', single(c, 20));
    const delayed = (await recorder.ok('placeBet', single(live, 30))).tickets[0]!;
    await t.ok(testSportsPrice, { gameId: live.gameId, w: live.w, r: live.r, odds: Math.max(1.01, live.odds * 0.5) });
    clock.advance(1_500);
    await venue.delays.resolve(delayed.ticket_id);
    await t.ok(testFinishMatch, { gameId: a.gameId, home: 9, away: 9 });
    await t.ok(testFinishMatch, { gameId: b.gameId, home: 0, away: 0 });
  });

  const today = () => beijingDate(clock.now());
  /** The book's records (venue CRTY by default) are sports tickets only. */
  const tickets = (records: BetRecord[]) =>
    records.map((record) => {
      if (record.kind !== 'sports') throw new Error(`a ${record.kind} row in the sports records`);
      return record;
    });

  it('lists every ticket newest first, rejected ones included, and pages', async () => {
    const all = await t.ok(
      betRecordList,
      { status: 'all', startDate: today(), endDate: today(), page: 1, pageSize: 3 },
      { token: recorderToken },
    );
    expect(all.total).toBe(4);
    expect(tickets(all.list).map((x) => x.status)).toEqual(['rejected', 'accepted', 'settled']);
    expect(tickets(all.list)[0]?.rejectReason).toBe('赔率已变化，注单未被接受');
    const second = await t.ok(
      betRecordList,
      { status: 'all', startDate: today(), endDate: today(), page: 2, pageSize: 3 },
      { token: recorderToken },
    );
    expect(tickets(second.list).map((x) => x.status)).toEqual(['settled']);
  });

  it('filters unsettled (waiting for confirmation or a result) and settled tickets, and by Beijing day', async () => {
    const list = (status: 'unsettled' | 'settled', startDate = today(), endDate = today()) =>
      t.ok(betRecordList, { status, startDate, endDate, page: 1, pageSize: 10 }, { token: recorderToken });
    expect(tickets((await list('unsettled')).list).map((x) => x.status)).toEqual(['accepted']);
    expect(tickets((await list('settled')).list).map((x) => x.result)).toEqual(['L', 'W']);
    expect((await list('settled', '2020-01-01', '2020-01-31')).total).toBe(0);
    expect(
      (
        await t.call(
          betRecordList,
          { status: 'all', startDate: '2025-02-31', endDate: '2025-03-01' },
          { token: recorderToken },
        )
      ).envelope,
    ).toMatchObject({
      status_code: 6007,
      message: '请选择正确的日期',
    });
    expect(
      (
        await t.call(
          betRecordList,
          { status: 'all', startDate: '2025-03-02', endDate: '2025-03-01' },
          { token: recorderToken },
        )
      ).envelope.status_code,
    ).toBe(6007);
  });

  it('totals count, stake (rejected ones were refunded), valid stake and win/loss', async () => {
    const totals = await t.ok(
      betRecordTotal,
      { status: 'all', startDate: today(), endDate: today() },
      { token: recorderToken },
    );
    const winLoss = Math.round((Math.floor(100 * won * 100 + 1e-6) / 100 - 100 - 50) * 100) / 100;
    expect(totals).toEqual({ count: 4, stake: 170, validStake: 150, winLoss });
    expect(
      await t.ok(
        betRecordTotal,
        { status: 'unsettled', startDate: today(), endDate: today() },
        { token: recorderToken },
      ),
    ).toEqual({
      count: 1,
      stake: 20,
      validStake: 0,
      winLoss: 0,
    });
  });
});

describe('a restart', () => {
  it('resumes persisted matches, decides tickets left in delay, and voids those whose match cannot come back', async () => {
    const live = selectionOf(venue, { live: true, sport: 'SK' });
    const pending = (await bettor.ok('placeBet', single(live, 10))).tickets[0]!;
    const doomed = selectionOf(venue, { live: false, sport: 'BS' });
    const stranded = (await recorder.ok('placeBet', single(doomed, 40))).tickets[0]!;
    const before = await recorder.balance();
    await t.db.query(`update sports_matches set definition = '{"older":"format"}'::jsonb where game_id = $1`, [
      fixtureOf(doomed),
    ]);
    const match = venue.book.findMatch(live.gameId)!;

    const restarted = new SportsVenue(
      t.db,
      clock.now,
      { ...DEFAULT_SPORTS_OPTIONS, autoRun: false, feedRate: 0, betDelayMs: 1_000 },
      t.app.log,
      simulatedSportsFeed,
    );
    await restarted.start();
    const resumed = restarted.book.findMatch(live.gameId);
    expect(resumed?.state).toMatchObject({ status: 'live', scoreH: match.state.scoreH, scoreC: match.state.scoreC });
    expect(resumed?.persisted).toBe(true);
    expect(restarted.book.findMatch(fixtureOf(doomed))).toBeUndefined();
    clock.advance(1_100);
    restarted.tick(clock.now().getTime());
    await restarted.delays.resolve(pending.ticket_id);
    const [decided] = (await bettor.ok('ticketStatus', { ticketIds: [pending.ticket_id] })).tickets;
    expect(decided?.status).toBe('accepted');
    const [voided] = (await recorder.ok('ticketStatus', { ticketIds: [stranded.ticket_id] })).tickets;
    expect(voided).toMatchObject({ status: 'settled', result: 'D0', payout: 40 });
    expect(await recorder.balance()).toBe(before + 40);
    await restarted.stop();
  });
});
