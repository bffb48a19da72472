import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecordDaily } from 'shared/contract';
import { beijingAt, beijingDate } from '../../time/beijing';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
let token: string;
let memberId: number;
let otherId: number;

const idOf = async (username: string) =>
  (await t.db.query<{ id: number }>(`select id from members where username = $1`, [username]))[0]?.id ?? 0;

let serial = 0;
/** A ticket of `member` placed at `at`: settled with `payout` yuan back, or rejected. */
async function ticket(member: number, at: Date, stake: number, payout: number | 'rejected') {
  serial += 1;
  const settled = payout !== 'rejected';
  await t.db.query(
    `insert into sports_tickets (ticket_id, member_id, mode, status, stake_fen, odds, odds_format, result, payout_fen,
                                 reject_reason, request_id, created_at, settled_at)
     values ($1, $2, 'single', $3, $4, 1.9, 'E', $5, $6, $7, $8, $9, $10)`,
    [
      `99${String(serial).padStart(12, '0')}`,
      member,
      settled ? 'settled' : 'rejected',
      stake * 100,
      settled ? (payout > 0 ? 'W' : 'L') : null,
      settled ? payout * 100 : null,
      settled ? null : '赔率已变化',
      `daily-${serial}`,
      at,
      settled ? at : null,
    ],
  );
}

beforeAll(async () => {
  t = await createTestApp({ testMode: true, clock: clock.now, sports: { autoRun: false, feedRate: 0 } });
  token = await t.loginAs('sports04', 'sport1234');
  memberId = await idOf('sports04');
  otherId = await idOf('sports01');
  const now = clock.now();
  await ticket(memberId, beijingAt(now, 0, 10), 100, 190); // today +90
  await ticket(memberId, beijingAt(now, 0, 11), 50, 0); // today -50
  await ticket(memberId, beijingAt(now, 0, 12), 80, 'rejected'); // refunded: no result
  await ticket(memberId, beijingAt(now, -1, 23, 30), 20, 0); // yesterday late in Beijing -20
  await ticket(memberId, beijingAt(now, -10, 9), 30, 60); // 10 days ago +30
  await ticket(otherId, beijingAt(now, 0, 10), 500, 0); // another member's loss: not in the sums below
});
afterAll(async () => {
  await t.close();
});

describe('net result by day', () => {
  it('sums the member’s own settled tickets by Beijing day over the last 7 days, oldest first', async () => {
    const { days } = await t.ok(betRecordDaily, { venue: 'CRTY', days: 7 }, { token });
    const now = clock.now();
    expect(days).toHaveLength(7);
    expect(days[0]!.date).toBe(beijingDate(beijingAt(now, -6, 12)));
    expect(days[6]).toEqual({ date: beijingDate(now), winLoss: 40, count: 2 });
    expect(days[5]).toEqual({ date: beijingDate(beijingAt(now, -1, 12)), winLoss: -20, count: 1 });
    expect(days.slice(0, 5).every((day) => day.winLoss === 0 && day.count === 0)).toBe(true);
  });

  it('reaches back 30 days when asked', async () => {
    const { days } = await t.ok(betRecordDaily, { venue: 'CRTY', days: 30 }, { token });
    expect(days).toHaveLength(30);
    expect(days.find((day) => day.date === beijingDate(beijingAt(clock.now(), -10, 12)))).toMatchObject({
      winLoss: 30,
      count: 1,
    });
    expect(days.reduce((sum, day) => sum + day.winLoss, 0)).toBe(50);
  });

  it('refuses a guest', async () => {
    const guest = await t.call(betRecordDaily, { venue: 'CRTY', days: 7 });
    expect(guest.envelope.status_code).not.toBe(6000);
  });

  it('answers a venue never played with seven empty days', async () => {
    const { days } = await t.ok(betRecordDaily, { venue: 'PPDZ', days: 7 }, { token });
    expect(days.map((day) => day.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
