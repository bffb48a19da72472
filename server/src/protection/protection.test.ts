import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from 'shared/crypto';
import {
  launchGame,
  memberInfo,
  paymentPay,
  protectionSession,
  protectionSettings,
  ResponseCode,
  selfExclude,
  setProtectionLimit,
  setRealityCheck,
  venueTransfer,
} from 'shared/contract';
import { selectionOf, sportsCalls } from '../testing/sports-calls';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { assertMayPlay } from './assert-may-play';
import { RAISE_DELAY_MS } from './limits';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    testMode: true,
    clock: clock.now,
    sports: { autoRun: false, feedRate: 0, betDelayMs: 2_000 },
  });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'protect1234';

async function memberId(username: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from members where username = $1', [username]);
  if (row === undefined) throw new Error(`no member ${username}`);
  return row.id;
}

const countRows = async (table: 'ledger' | 'deposit_orders', id: number) =>
  Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where member_id = $1`, [id]))[0]?.n);

const dayLimit = async (token: string, kind: 'deposit' | 'loss') =>
  (await t.ok(protectionSettings, {}, { token })).limits.find((l) => l.kind === kind && l.period === 'day');

describe('deposit limits', () => {
  it('refuses an order that would pass the limit, counting open orders, and writes nothing', async () => {
    const token = await t.loginAs('protect01', PASSWORD);
    const id = await memberId('protect01');
    await t.ok(setProtectionLimit, { kind: 'deposit', period: 'day', amount: 200 }, { token });
    expect(await dayLimit(token, 'deposit')).toMatchObject({ amount: 200, pending: null, used: 0 });

    const before = await countRows('deposit_orders', id);
    const refused = await t.call(paymentPay, { channelId: 'online-quick', amount: 300 }, { token });
    expect(refused.envelope.status_code).toBe(ResponseCode.DEPOSIT_LIMIT_REACHED);
    expect(refused.envelope.message).toMatch(
      /超出您设置的每日存款限额 200\.00 元，本期还可存 200\.00 元，将于 .* 重置/,
    );
    expect(await countRows('deposit_orders', id)).toBe(before);

    await t.ok(paymentPay, { channelId: 'online-quick', amount: 150 }, { token });
    expect((await dayLimit(token, 'deposit'))?.used).toBe(150);
    const second = await t.call(paymentPay, { channelId: 'online-quick', amount: 100 }, { token });
    expect(second.envelope.status_code).toBe(ResponseCode.DEPOSIT_LIMIT_REACHED);
  });

  it('lowers at once but raises and removes only after 24 hours', async () => {
    const token = await t.loginAs('protect02', PASSWORD);
    await t.ok(setProtectionLimit, { kind: 'deposit', period: 'week', amount: 1_000 }, { token });
    await t.ok(setProtectionLimit, { kind: 'deposit', period: 'week', amount: 500 }, { token });
    const week = async () =>
      (await t.ok(protectionSettings, {}, { token })).limits.find((l) => l.kind === 'deposit' && l.period === 'week');
    expect(await week()).toMatchObject({ amount: 500, pending: null });

    const asked = clock.now().getTime();
    await t.ok(setProtectionLimit, { kind: 'deposit', period: 'week', amount: 2_000 }, { token });
    const raised = await week();
    expect(raised).toMatchObject({ amount: 500, pending: { amount: 2_000 } });
    expect(Date.parse(raised?.pending?.effectiveAt ?? '') - asked).toBeGreaterThanOrEqual(RAISE_DELAY_MS - 1_000);
    const refused = await t.call(paymentPay, { channelId: 'online-quick', amount: 600 }, { token });
    expect(refused.envelope.status_code).toBe(ResponseCode.DEPOSIT_LIMIT_REACHED);

    clock.advance(RAISE_DELAY_MS + 1_000);
    expect(await week()).toMatchObject({ amount: 2_000, pending: null });

    await t.ok(setProtectionLimit, { kind: 'deposit', period: 'week', amount: null }, { token });
    expect(await week()).toMatchObject({ amount: 2_000, pending: { amount: null } });
    clock.advance(RAISE_DELAY_MS + 1_000);
    expect(await week()).toMatchObject({ amount: null, pending: null });
  });
});

describe('loss limits', () => {
  it('refuses a sports bet, a casino round and a transfer in that could pass the net loss limit, with no ledger row', async () => {
    const token = await t.loginAs('protect03', PASSWORD);
    const id = await memberId('protect03');
    await t.ok(venueTransfer, { channelCode: 'PPDZ', amount: '100', ty: '1', isActivity: false }, { token });
    await t.ok(setProtectionLimit, { kind: 'loss', period: 'day', amount: 40 }, { token });
    const rows = await countRows('ledger', id);

    const selection = selectionOf(t.app.sportsVenue, { live: false, sport: 'FT', w: 'R' });
    const bet = await sportsCalls(t, clock, token).call('placeBet', {
      mode: 'single',
      stake: 60,
      oddsFormat: 'H',
      autoAccept: true,
      selections: [selection],
    });
    expect(bet.status_code).toBe(ResponseCode.LOSS_LIMIT_REACHED);
    expect(bet.message).toContain('每日亏损限额 40.00 元');

    const ticket =
      new URL((await t.ok(launchGame, { enName: 'PPDZ', gameCode: '' }, { token })).url).pathname.split('/').pop() ??
      '';
    const round = await t.app.inject({
      method: 'POST',
      url: `/venue/play/${ticket}/round`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ requestId: randomUUID(), stake: 50 }),
    });
    expect(round.statusCode).toBe(400);
    expect(round.body).toContain('亏损限额');

    const transfer = await t.call(
      venueTransfer,
      { channelCode: 'PPDZ', amount: '60', ty: '1', isActivity: false },
      { token },
    );
    expect(transfer.envelope.status_code).toBe(ResponseCode.LOSS_LIMIT_REACHED);
    expect(await countRows('ledger', id)).toBe(rows);

    // Within the limit play goes on, and the reality check reports its net result since login.
    const placed = await sportsCalls(t, clock, token).ok('placeBet', {
      mode: 'single',
      stake: 20,
      oddsFormat: 'H',
      autoAccept: true,
      selections: [selection],
    });
    expect(placed.tickets).toHaveLength(1);
    const session = await t.ok(protectionSession, {}, { token });
    expect(session.netResult).toBe(-20);
    expect(session.realityCheckMinutes).toBe(60);
    expect(Date.parse(session.now)).toBeGreaterThanOrEqual(Date.parse(session.sessionStart));
    expect((await dayLimit(token, 'loss'))?.used).toBe(20);
  });
});

describe('reality check', () => {
  it('defaults to 60 minutes and keeps the member’s choice', async () => {
    const token = await t.loginAs('protect02', PASSWORD);
    expect((await t.ok(protectionSettings, {}, { token })).realityCheckMinutes).toBe(60);
    expect((await t.ok(setRealityCheck, { minutes: 15 }, { token })).realityCheckMinutes).toBe(15);
    expect((await t.ok(protectionSession, {}, { token })).realityCheckMinutes).toBe(15);
  });
});

describe('time-out and self-exclusion', () => {
  it('needs the password, ends every session and refuses login, deposits and bets until it ends', async () => {
    const token = await t.loginAs('protect04', PASSWORD);
    const other = await t.loginAs('protect04', PASSWORD);
    const id = await memberId('protect04');
    const wrong = await t.call(
      selfExclude,
      { kind: 'timeout', duration: '24h', password: md5Hex('nope12345') },
      { token },
    );
    expect(wrong.envelope.status_code).toBe(ResponseCode.PASSWORD_CHECK_FAILURE);

    const { endsAt } = await t.ok(
      selfExclude,
      { kind: 'timeout', duration: '24h', password: md5Hex(PASSWORD) },
      { token },
    );
    expect(Date.parse(endsAt ?? '') - clock.now().getTime()).toBeGreaterThan(RAISE_DELAY_MS - 60_000);
    for (const session of [token, other])
      expect((await t.call(memberInfo, { isPop: 0 }, { token: session })).envelope.status_code).toBe(
        ResponseCode.LOGIN_EXPIRED,
      );

    await expect(t.loginAs('protect04', PASSWORD)).rejects.toThrow(
      /7803.*您已申请暂停游戏至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d（北京时间），期间不能登录/,
    );
    await expect(
      t.db.transaction((tx) => assertMayPlay(tx, id, clock.now(), { kind: 'deposit', amountFen: 100 })),
    ).rejects.toThrow(/期间不能存款/);
    await expect(
      t.db.transaction((tx) => assertMayPlay(tx, id, clock.now(), { kind: 'bet', amountFen: 100 })),
    ).rejects.toThrow(/期间不能投注/);

    clock.advance(RAISE_DELAY_MS + 60_000);
    const back = await t.loginAs('protect04', PASSWORD);
    // A self-exclusion is not shortened by a time-out taken later: the longer break keeps applying.
    await t.ok(selfExclude, { kind: 'exclusion', duration: 'permanent', password: md5Hex(PASSWORD) }, { token: back });
    await expect(t.loginAs('protect04', PASSWORD)).rejects.toThrow(/7804.*您已申请永久自我排除，期间不能登录/);
    clock.advance(10 * 365 * RAISE_DELAY_MS);
    await expect(t.loginAs('protect04', PASSWORD)).rejects.toThrow(/7804/);
  });

  it('offers only the durations of its kind', async () => {
    const token = await t.loginAs('protect02', PASSWORD);
    const mixed = await t.call(
      selfExclude,
      { kind: 'exclusion', duration: '24h', password: md5Hex(PASSWORD) },
      { token },
    );
    expect(mixed.envelope.status_code).not.toBe(ResponseCode.SUCCESS);
    expect((await t.call(memberInfo, { isPop: 0 }, { token })).envelope.status_code).toBe(ResponseCode.SUCCESS);
  });
});
