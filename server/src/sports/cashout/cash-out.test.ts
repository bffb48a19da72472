import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOut, cashOutOffers, oddsPolicy, ResponseCode, setOddsPolicy, type BetSelection } from 'shared/contract';
import { testSportsPrice } from 'shared/contract/testing';
import type { SportsVenue } from '../sports-venue';
import { selectionOf, sportsCalls, type SportsCalls } from '../../testing/sports-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
let venue: SportsVenue;
let token: string;
let other: string;
let calls: SportsCalls;
const used: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    testMode: true,
    clock: clock.now,
    sports: { autoRun: false, feedRate: 0, betDelayMs: 2_000 },
  });
  venue = t.app.sportsVenue;
  token = await t.loginAs('sports03', 'sport1234');
  other = await t.loginAs('sports04', 'sport1234');
  calls = sportsCalls(t, clock, token);
});
afterAll(async () => {
  await t.close();
});

/** A pre-match price on a fixture no earlier case used, so one case's price changes leave the next alone. */
function freshSelection(): BetSelection {
  const selection = selectionOf(venue, { live: false, sport: 'FT', w: 'R', skip: used });
  used.push(selection.gameId);
  return selection;
}

async function placeSingle(selection: BetSelection, stake: number): Promise<string> {
  const { tickets } = await calls.ok('placeBet', { mode: 'single', stake, oddsFormat: 'E', selections: [selection] });
  return tickets[0]!.ticket_id;
}

const offerOf = async (ticketId: string, as = token) =>
  (await t.ok(cashOutOffers, { ticketIds: [ticketId] }, { token: as })).offers;
const ledgerRows = (ticketId: string) =>
  t.db.query<{ amount_fen: number }>(`select amount_fen from ledger where request_id = $1`, [`cashout:${ticketId}`]);

describe('cash out', () => {
  it('offers stake × placed / current less the margin, and follows the live price', async () => {
    const selection = freshSelection();
    const ticketId = await placeSingle(selection, 100);
    const expected = Math.floor(100 * 100 * 0.95 + 1e-6) / 100;
    expect(await offerOf(ticketId)).toEqual([{ ticket_id: ticketId, offer: expected, reason: null }]);
    const lower = await t.ok(testSportsPrice, {
      gameId: selection.gameId,
      w: selection.w,
      r: selection.r,
      odds: selection.odds * 0.8,
    });
    const [moved] = await offerOf(ticketId);
    expect(moved?.offer).toBe(Math.floor(((10_000 * selection.odds) / lower.odds) * 0.95 + 1e-6) / 100);
    expect(await offerOf(ticketId, other)).toEqual([]);
  });

  it('settles at the offer once per request id: one ledger row, the ticket CO with the offer as payout', async () => {
    const ticketId = await placeSingle(freshSelection(), 50);
    const [offer] = await offerOf(ticketId);
    const before = await calls.balance();
    const requestId = randomUUID();
    const first = await t.ok(cashOut, { ticketId, offer: offer!.offer! }, { token, requestId });
    const again = await t.ok(cashOut, { ticketId, offer: offer!.offer! }, { token, requestId });
    expect(again).toEqual(first);
    expect(first.ticket).toMatchObject({ ticket_id: ticketId, status: 'settled', result: 'CO', payout: offer!.offer });
    expect(await calls.balance()).toBeCloseTo(before + offer!.offer!, 2);
    expect(await ledgerRows(ticketId)).toEqual([{ amount_fen: Math.round(offer!.offer! * 100) }]);
    // The same id with another body is another call (7601); a new id finds the ticket settled.
    expect((await t.call(cashOut, { ticketId, offer: 1 }, { token, requestId })).envelope.status_code).toBe(
      ResponseCode.REQUEST_ID_CONFLICT,
    );
    expect(
      (await t.call(cashOut, { ticketId, offer: offer!.offer! }, { token, requestId: randomUUID() })).envelope
        .status_code,
    ).toBe(ResponseCode.CASH_OUT_UNAVAILABLE);
    expect(await offerOf(ticketId)).toEqual([]);
  });

  it('refuses a moved price with the new offer, and a suspended market with its reason, paying nothing', async () => {
    const selection = freshSelection();
    const ticketId = await placeSingle(selection, 100);
    const [seen] = await offerOf(ticketId);
    await t.ok(testSportsPrice, {
      gameId: selection.gameId,
      w: selection.w,
      r: selection.r,
      odds: selection.odds + 0.3,
    });
    const refused = await t.call(cashOut, { ticketId, offer: seen!.offer! }, { token, requestId: randomUUID() });
    expect(refused.envelope.status_code).toBe(ResponseCode.CASH_OUT_PRICE_CHANGED);
    const [now] = await offerOf(ticketId);
    expect(refused.envelope.data).toEqual(now);
    expect(now!.offer).toBeLessThan(seen!.offer!);
    expect(await ledgerRows(ticketId)).toEqual([]);

    const hit = venue.book.findMarket(selection.gameId, selection.w)!;
    hit.market.open = false;
    try {
      expect(await offerOf(ticketId)).toEqual([{ ticket_id: ticketId, offer: null, reason: 'suspended' }]);
      const closed = await t.call(cashOut, { ticketId, offer: now!.offer! }, { token, requestId: randomUUID() });
      expect(closed.envelope.status_code).toBe(ResponseCode.CASH_OUT_UNAVAILABLE);
      expect(closed.envelope.data).toEqual({ ticket_id: ticketId, offer: null, reason: 'suspended' });
    } finally {
      hit.market.open = true;
    }
    expect(await ledgerRows(ticketId)).toEqual([]);
  });
});

describe('odds-change policy', () => {
  it('is any until chosen, is stored per member, and decides a moved price at placement', async () => {
    expect(await t.ok(oddsPolicy, {}, { token: other })).toEqual({ policy: 'any', chosen: false });
    const others = sportsCalls(t, clock, other);
    const place = (selection: BetSelection) =>
      others.call('placeBet', { mode: 'single', stake: 10, oddsFormat: 'E', selections: [selection] });
    const moveBy = async (selection: BetSelection, delta: number) =>
      (
        await t.ok(testSportsPrice, {
          gameId: selection.gameId,
          w: selection.w,
          r: selection.r,
          odds: selection.odds + delta,
        })
      ).odds;

    // any: a lower price is taken, at the new price.
    const anyPick = freshSelection();
    const lowered = await moveBy(anyPick, -0.2);
    const placed = await place(anyPick);
    expect(placed.status_code).toBe(6000);
    expect((placed.data as { data: { tickets: { odds: number }[] } }).data.tickets[0]?.odds).toBe(lowered);

    // higher: a rise is taken, a fall refused with 7102 and the prices now.
    expect(await t.ok(setOddsPolicy, { policy: 'higher' }, { token: other })).toEqual({
      policy: 'higher',
      chosen: true,
    });
    const up = freshSelection();
    await moveBy(up, 0.2);
    expect((await place(up)).status_code).toBe(6000);
    const down = freshSelection();
    const fell = await moveBy(down, -0.2);
    const refused = await place(down);
    expect(refused.status_code).toBe(ResponseCode.ODDS_CHANGED);
    expect(refused.data).toEqual([{ gameId: down.gameId, w: down.w, r: down.r, odds: fell, ratio: down.ratio }]);

    // ask: any change is refused; the price as it is now is placed.
    await t.ok(setOddsPolicy, { policy: 'ask' }, { token: other });
    expect(await t.ok(oddsPolicy, {}, { token: other })).toEqual({ policy: 'ask', chosen: true });
    const ask = freshSelection();
    const risen = await moveBy(ask, 0.2);
    expect((await place(ask)).status_code).toBe(ResponseCode.ODDS_CHANGED);
    expect((await place({ ...ask, odds: risen })).status_code).toBe(6000);
  });
});
