import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOut, cashOutOffers, getBalance } from 'shared/contract';
import { selectionOf, sportsCalls } from '../../testing/sports-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { STAKE_MISSING_MESSAGE } from '../bets/stake-row';

const clock = createTestClock();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ testMode: true, clock: clock.now, sports: { autoRun: false, feedRate: 0, betDelayMs: 0 } });
  token = await t.loginAs('sports03', 'sport1234');
});
afterAll(async () => {
  await t.close();
});

describe('6318: a ticket whose stake the ledger never took', () => {
  it('is not cashed out: rolled back, nothing paid, the ticket still open', async () => {
    const selection = selectionOf(t.app.sportsVenue, { live: false, sport: 'FT', w: 'R', skip: [] });
    const placed = await sportsCalls(t, clock, token).ok('placeBet', {
      mode: 'single',
      stake: 50,
      oddsFormat: 'E',
      selections: [selection],
    });
    const ticketId = placed.tickets[0]!.ticket_id;
    // The records now disagree with the ledger: the ticket points at a call that debited nothing.
    await t.db.query(`update sports_tickets set request_id = $2 where ticket_id = $1`, [ticketId, randomUUID()]);
    const [offer] = (await t.ok(cashOutOffers, { ticketIds: [ticketId] }, { token })).offers;
    const before = (await t.ok(getBalance, { withLockMoney: false }, { token })).centerWalletBalance;

    const refused = await t.call(cashOut, { ticketId, offer: offer!.offer! }, { token, requestId: randomUUID() });
    expect(refused.envelope).toMatchObject({ status_code: 6318, message: STAKE_MISSING_MESSAGE });
    expect((await t.ok(getBalance, { withLockMoney: false }, { token })).centerWalletBalance).toBe(before);
    const [ticket] = await t.db.query<{ status: string }>(`select status from sports_tickets where ticket_id = $1`, [
      ticketId,
    ]);
    expect(ticket?.status).toBe('accepted');
    const paid = await t.db.query(`select 1 from ledger where request_id = $1`, [`cashout:${ticketId}`]);
    expect(paid).toHaveLength(0);
  });
});
