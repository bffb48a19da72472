import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giftRecordList,
  queryDealRecord,
  welfareClaim,
  welfareList,
  withdrawInfo,
  type WelfareItem,
} from 'shared/contract';
import { testFinishMatch } from 'shared/contract/testing';
import { createTestMember, TEST_PASSWORD, type TestMemberOptions } from '../promotions/test-members';
import { playTestRounds } from '../promotions/test-rounds';
import { selectionOf, sportsCalls } from '../testing/sports-calls';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { beijingDate } from '../time/beijing';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    testMode: true,
    clock: clock.now,
    sports: { autoRun: false, feedRate: 0, betDelayMs: 1_000 },
  });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function member(name: string, options: TestMemberOptions = {}): Promise<{ id: number; token: string }> {
  const id = await createTestMember(t.db, name, { openingFen: 20_000_00, ...options }, clock.now());
  return { id, token: await t.loginAs(name, TEST_PASSWORD) };
}

const rebates = async (token: string): Promise<WelfareItem[]> =>
  (await t.ok(welfareList, {}, { token })).list.filter((item) => item.source === 'rebate');

const ledgerRows = async (memberId: number, kind: string) =>
  (
    await t.db.query<{ n: number }>(`select count(*)::int as n from ledger where member_id = $1 and kind = $2`, [
      memberId,
      kind,
    ])
  )[0]?.n ?? 0;

/** A pre-match handicap single on the sports book, settled at once by finishing its match by a wide margin (won or lost, never a push). */
async function settledSportsBet(token: string, stake: number, home: number, away: number): Promise<void> {
  const selection = selectionOf(t.app.sportsVenue, { live: false, sport: 'FT', w: 'R' });
  const placed = await sportsCalls(t, clock, token).ok('placeBet', {
    mode: 'single',
    stake,
    oddsFormat: 'E',
    autoAccept: true,
    selections: [selection],
  });
  expect(placed.tickets[0]?.status).toBe('accepted');
  const gameId = t.app.sportsVenue.book.findMatch(selection.gameId)?.fixture.gameId ?? selection.gameId;
  expect((await t.ok(testFinishMatch, { gameId, home, away })).settledTickets).toBeGreaterThanOrEqual(1);
}

describe('daily rebate', () => {
  it("offers the seeded rebate01 yesterday's slots and fishing", async () => {
    const token = await t.loginAs('rebate01', 'rebate1234');
    const [offer, ...more] = await rebates(token);
    expect(more).toEqual([]);
    expect(offer).toMatchObject({
      amount: 7.5,
      rebate: {
        day: beijingDate(new Date(clock.now().getTime() - DAY_MS)),
        grade: 0,
        lines: [
          { category: 'DZ', turnover: 1_000, rate: 0.5, amount: 5 },
          { category: 'BY', turnover: 500, rate: 0.5, amount: 2.5 },
        ],
      },
    });
  });

  it("offers a day's settled turnover × the grade rate by category once the day is over, and pays it once", async () => {
    const m = await member('rebater1');
    const today = beijingDate(clock.now());
    // Settled today: a sports single (TY), ten ¥50 spins (DZ) and ten ¥10 shots (BY); an open ticket counts nothing.
    await settledSportsBet(m.token, 1_000, 9, 0);
    await playTestRounds(t, m.token, { venue: 'PPDZ', stake: 50, count: 10, transfer: 1_000 });
    await playTestRounds(t, m.token, { venue: 'JDBBY', stake: 10, count: 10, transfer: 200, target: 'minnow' });
    const open = selectionOf(t.app.sportsVenue, { live: false, sport: 'BK' });
    await sportsCalls(t, clock, m.token).ok('placeBet', {
      mode: 'single',
      stake: 300,
      oddsFormat: 'E',
      autoAccept: true,
      selections: [open],
    });

    // Today is not over: nothing yet.
    expect(await rebates(m.token)).toEqual([]);

    clock.advance(DAY_MS);
    const [offer] = await rebates(m.token);
    // VIP0: TY 0.40 %, DZ 0.50 %, BY 0.50 % — 4.00 + 2.50 + 0.50.
    expect(offer).toMatchObject({
      title: `每日返水（${today}）`,
      amount: 7,
      turnoverRequired: 7,
      rebate: {
        day: today,
        grade: 0,
        lines: [
          { category: 'TY', turnover: 1_000, rate: 0.4, amount: 4 },
          { category: 'DZ', turnover: 500, rate: 0.5, amount: 2.5 },
          { category: 'BY', turnover: 100, rate: 0.5, amount: 0.5 },
        ],
      },
    });
    // Looking again offers nothing twice.
    expect(await rebates(m.token)).toHaveLength(1);
    const offers = await t.db.query<{ n: number }>(
      'select count(*)::int as n from rebate_offers where member_id = $1',
      [m.id],
    );
    expect(offers[0]?.n).toBe(1);

    const before = (await t.ok(withdrawInfo, {}, { token: m.token })).turnoverRequired;
    const claim = await t.ok(welfareClaim, { ids: [offer!.id] }, { token: m.token, requestId: 'rebate-claim-1' });
    expect(claim).toMatchObject({ claimed: 1, amount: 7 });
    // A retry of the same request answers the first result and pays nothing more; a new request finds nothing left.
    expect(await t.ok(welfareClaim, { ids: [offer!.id] }, { token: m.token, requestId: 'rebate-claim-1' })).toEqual(
      claim,
    );
    expect(
      (await t.call(welfareClaim, { ids: [offer!.id] }, { token: m.token, requestId: 'rebate-claim-2' })).envelope
        .status_code,
    ).toBe(6303);
    expect(
      (await t.call(welfareClaim, { ids: [] }, { token: m.token, requestId: 'rebate-claim-3' })).envelope.status_code,
    ).toBe(6303);
    expect(await ledgerRows(m.id, 'rebate')).toBe(1);
    expect(await rebates(m.token)).toEqual([]);

    // The gift records and the wallet's records show it; its 1× turnover joins the withdrawal's.
    const now = beijingDate(clock.now());
    const gifts = await t.ok(
      giftRecordList,
      { source: 'rebate', startDate: today, endDate: now, pageNum: 1, pageSize: 10 },
      { token: m.token },
    );
    expect(gifts.list).toEqual([
      expect.objectContaining({ title: `每日返水（${today}）`, amount: 7, turnoverRequired: 7, source: 'rebate' }),
    ]);
    const deals = await t.ok(
      queryDealRecord,
      { type: 'bonus', beginTime: today, endTime: now, pageNum: 1, pageSize: 10 },
      { token: m.token },
    );
    expect(deals.list).toEqual([
      expect.objectContaining({ type: 'bonus', kind: 'rebate', amount: 7, remark: `每日返水（${today}）` }),
    ]);
    expect((await t.ok(withdrawInfo, {}, { token: m.token })).turnoverRequired).toBe(before + 7);
  });

  it('pays the rates of the grade the member holds, leaves out voids and pushes, and keeps days apart', async () => {
    const m = await member('rebater2');
    await t.db.query('update members set vip_grade = 2 where id = $1', [m.id]);
    const first = beijingDate(clock.now());
    await playTestRounds(t, m.token, { venue: 'PPDZ', stake: 50, count: 4, transfer: 500 });
    // Stakes that came back whole are not valid turnover.
    await t.db.query(
      `insert into sports_tickets (ticket_id, member_id, mode, status, stake_fen, odds, odds_format, result, payout_fen, request_id, created_at, settled_at)
       values ('T-VOID-1', $1, 'single', 'settled', 50000, 1.9, 'E', 'D', 50000, 'void-1', $2, $2),
              ('T-PUSH-1', $1, 'single', 'settled', 50000, 1.9, 'E', 'P', 50000, 'push-1', $2, $2),
              ('T-HALF-1', $1, 'single', 'settled', 10000, 1.9, 'E', 'LL', 5000, 'half-1', $2, $2)`,
      [m.id, clock.now()],
    );
    clock.advance(DAY_MS);
    const second = beijingDate(clock.now());
    await playTestRounds(t, m.token, { venue: 'PPDZ', stake: 10, count: 10, transfer: 100 });
    clock.advance(DAY_MS);

    const offers = await rebates(m.token);
    // VIP2: DZ 0.64 %, TY 0.56 %.
    expect(offers.map((o) => [o.rebate?.day, o.amount, o.rebate?.lines])).toEqual([
      [
        first,
        1.84,
        [
          { category: 'TY', turnover: 100, rate: 0.56, amount: 0.56 },
          { category: 'DZ', turnover: 200, rate: 0.64, amount: 1.28 },
        ],
      ],
      [second, 0.64, [{ category: 'DZ', turnover: 100, rate: 0.64, amount: 0.64 }]],
    ]);
    expect(offers.every((o) => o.rebate?.grade === 2)).toBe(true);

    // Claiming all pays each day its own ledger row, once.
    await t.ok(welfareClaim, { ids: [] }, { token: m.token, requestId: 'rebate-all' });
    await t.ok(welfareClaim, { ids: [] }, { token: m.token, requestId: 'rebate-all' });
    expect(await ledgerRows(m.id, 'rebate')).toBe(2);
  });

  it('lets an unclaimed rebate lapse after seven days and never offers a day twice', async () => {
    const m = await member('rebater3');
    await playTestRounds(t, m.token, { venue: 'PPDZ', stake: 50, count: 2, transfer: 100 });
    clock.advance(DAY_MS);
    expect(await rebates(m.token)).toHaveLength(1);
    clock.advance(7 * DAY_MS);
    // A week later the session has lapsed too.
    const token = await t.loginAs('rebater3', TEST_PASSWORD);
    expect(await rebates(token)).toEqual([]);
    const rows = await t.db.query<{ status: string }>(
      `select status from rewards where member_id = $1 and source = 'rebate'`,
      [m.id],
    );
    expect(rows).toEqual([{ status: 'expired' }]);
    expect((await t.call(welfareClaim, { ids: [] }, { token })).envelope.status_code).toBe(6303);
    expect(await ledgerRows(m.id, 'rebate')).toBe(0);
  });

  it('offers a concurrent look once', async () => {
    const m = await member('rebater4');
    await playTestRounds(t, m.token, { venue: 'PPDZ', stake: 50, count: 2, transfer: 100 });
    clock.advance(DAY_MS);
    await Promise.all([rebates(m.token), rebates(m.token), rebates(m.token)]);
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from rewards where member_id = $1 and source = 'rebate'`,
      [m.id],
    );
    expect(rows[0]?.n).toBe(1);
  });
});
