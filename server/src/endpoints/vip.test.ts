import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getBalance,
  getGameFanshuiHighLow,
  launchGame,
  memberGradeConfigList,
  memberGradeInfoByGrade,
  memberInfo,
  paymentPay,
  venueTransfer,
} from 'shared/contract';
import { testConfirmDeposit } from 'shared/contract/testing';
import { selectionOf, sportsCalls } from '../testing/sports-calls';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import { recomputeGrade } from '../vip/recompute-grade';

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

async function memberId(username: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('select id from members where username = $1', [username]);
  if (row === undefined) throw new Error(`no member ${username}`);
  return row.id;
}

/** A deposit the way the cashier makes one: an order, then the provider confirming it. */
async function deposit(token: string, amount: number): Promise<void> {
  const { orderNo } = await t.ok(paymentPay, { channelId: 'online-quick', amount }, { token });
  expect(await t.ok(testConfirmDeposit, { orderNo })).toEqual({ status: 'paid', credited: true });
}

/** A pre-match single on the sports book; answers the centre balance placeBet reports. */
async function sportsBet(token: string, stake: number): Promise<number> {
  const selection = selectionOf(t.app.sportsVenue, { live: false, sport: 'FT', w: 'R' });
  const placed = await sportsCalls(t, clock, token).ok('placeBet', {
    mode: 'single',
    stake,
    oddsFormat: 'H',
    autoAccept: true,
    selections: [selection],
  });
  expect(placed.tickets[0]?.status).toBe('accepted');
  return placed.balance;
}

/** One slot spin of `stake` yuan at PPDZ, 100.00 moved into the venue first. */
async function slotSpin(token: string, stake: 1 | 2 | 5 | 10 | 50): Promise<void> {
  await t.ok(venueTransfer, { channelCode: 'PPDZ', amount: '100', ty: '1', isActivity: false }, { token });
  const ticket =
    new URL((await t.ok(launchGame, { enName: 'PPDZ', gameCode: '' }, { token })).url).pathname.split('/').pop() ?? '';
  const response = await t.app.inject({
    method: 'POST',
    url: `/venue/play/${ticket}/round`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ requestId: randomUUID(), stake }),
  });
  expect(response.statusCode).toBe(200);
}

const bonusRows = (id: number) =>
  t.db.query<{ amount: number; remark: string }>(
    `select amount_fen as amount, remark from ledger where member_id = $1 and kind = 'bonus' order by id`,
    [id],
  );
const vipRewards = (id: number) =>
  t.db.query<{ title: string; amount: number; turnover: number; status: string }>(
    `select title, amount_fen as amount, turnover_required_fen as turnover, status from rewards where member_id = $1 and source = 'vip' order by id`,
    [id],
  );
const centreBalance = async (token: string) =>
  (await t.ok(getBalance, { withLockMoney: true }, { token })).centerWalletBalance;

describe('memberGradeConfigList', () => {
  it('lists VIP0 to VIP10 with requirements and rewards that rise grade by grade', async () => {
    const { list } = await t.ok(memberGradeConfigList, {});
    expect(list.map((g) => g.name)).toEqual(Array.from({ length: 11 }, (_, i) => `VIP${i}`));
    expect(list[0]).toEqual({
      grade: 0,
      name: 'VIP0',
      depositRequired: 0,
      turnoverRequired: 0,
      upgradeBonus: 0,
      birthdayBonus: 0,
      weeklyGift: 0,
      monthlyGift: 0,
      dailyWithdrawals: 5,
    });
    expect(list[1]).toMatchObject({ depositRequired: 1_000, turnoverRequired: 5_000, upgradeBonus: 18 });
    expect(list[3]?.upgradeBonus).toBe(188);
    expect(list[10]?.upgradeBonus).toBe(58_888);
    for (const [i, grade] of list.entries()) {
      if (i === 0) continue;
      const below = list[i - 1]!;
      expect(grade.depositRequired).toBeGreaterThan(below.depositRequired);
      expect(grade.turnoverRequired).toBeGreaterThan(below.turnoverRequired);
      expect(grade.upgradeBonus).toBeGreaterThan(below.upgradeBonus);
      expect(grade.weeklyGift).toBeGreaterThan(below.weeklyGift);
      expect(grade.dailyWithdrawals).toBeGreaterThanOrEqual(below.dailyWithdrawals);
    }
  });
});

describe('getGameFanshuiHighLow', () => {
  it('gives every game category a rate per grade between 0.3 % and 1.2 %, rising with the grade, with its low, high and cap', async () => {
    const { list } = await t.ok(getGameFanshuiHighLow, {});
    expect(list.map((c) => c.category)).toEqual(['TY', 'ZR', 'DZ', 'QP', 'DJ', 'CP', 'BY']);
    expect(list[0]).toMatchObject({ category: 'TY', low: 0.4, high: 1.2, threshold: 1_000_000, limit: 18_888 });
    expect(list[0]?.rates.slice(0, 3)).toEqual([0.4, 0.48, 0.56]);
    for (const category of list) {
      expect(category.rates).toHaveLength(11);
      expect(category.rates).toEqual([...category.rates].sort((a, b) => a - b));
      expect(category.low).toBe(category.rates[0]);
      expect(category.high).toBe(category.rates[10]);
      expect(category.low).toBeGreaterThanOrEqual(0.4);
      expect(category.high).toBeLessThanOrEqual(1.2);
      expect(category.limit).toBeGreaterThan(0);
    }
  });
});

describe('memberGradeInfoByGrade', () => {
  it('needs a login', async () => {
    expect((await t.call(memberGradeInfoByGrade, {})).envelope.status_code).toBe(6001);
  });

  it('keeps demo888 at its recorded VIP2 with no totals yet: a grade never goes down, and a bet pays no earlier bonus', async () => {
    const token = await t.loginAs('demo888', 'demo1234');
    expect(await t.ok(memberGradeInfoByGrade, {}, { token })).toEqual({
      grade: 2,
      name: 'VIP2',
      deposit: 0,
      turnover: 0,
      next: { grade: 3, name: 'VIP3', depositRequired: 20_000, turnoverRequired: 100_000 },
    });
    await sportsBet(token, 10);
    expect(await t.ok(memberGradeInfoByGrade, {}, { token })).toMatchObject({ grade: 2, deposit: 0, turnover: 10 });
    expect((await t.ok(memberInfo, { isPop: 0 }, { token })).vipGrade).toBe(2);
    expect(await bonusRows(await memberId('demo888'))).toEqual([]);
  });
});

describe('grade recomputation', () => {
  it('climbs to VIP1 when a casino round completes the turnover, pays 18.00 once, and memberInfo follows', async () => {
    const token = await t.loginAs('deposit01', 'depo1234');
    const id = await memberId('deposit01');
    await deposit(token, 5_000);
    expect(await t.ok(memberGradeInfoByGrade, {}, { token })).toMatchObject({
      grade: 0,
      deposit: 5_000,
      turnover: 0,
      next: { grade: 1, depositRequired: 1_000, turnoverRequired: 5_000 },
    });

    await sportsBet(token, 4_995);
    expect(await t.ok(memberGradeInfoByGrade, {}, { token })).toMatchObject({ grade: 0, turnover: 4_995 });
    expect(await bonusRows(id)).toEqual([]);

    const before = await centreBalance(token);
    await slotSpin(token, 5);
    expect(await t.ok(memberGradeInfoByGrade, {}, { token })).toMatchObject({
      grade: 1,
      name: 'VIP1',
      deposit: 5_000,
      turnover: 5_000,
      next: { grade: 2 },
    });
    expect((await t.ok(memberInfo, { isPop: 0 }, { token })).vipGrade).toBe(1);
    expect(await bonusRows(id)).toEqual([{ amount: 1_800, remark: 'VIP1晋级礼金' }]);
    expect(await vipRewards(id)).toEqual([{ title: 'VIP1晋级礼金', amount: 1_800, turnover: 1_800, status: 'paid' }]);
    // The spin moved 100.00 into the venue; the bonus came to the centre wallet.
    expect(await centreBalance(token)).toBeCloseTo(before - 100 + 18, 2);

    await sportsBet(token, 10);
    await deposit(token, 100);
    expect(await bonusRows(id)).toHaveLength(1);
    expect((await t.ok(memberGradeInfoByGrade, {}, { token })).grade).toBe(1);
  });

  it('recomputes on a confirmed deposit: turnover first, then the deposit that completes VIP1', async () => {
    const token = await t.loginAs('sports04', 'sport1234');
    const id = await memberId('sports04');
    await sportsBet(token, 5_000);
    expect((await t.ok(memberGradeInfoByGrade, {}, { token })).grade).toBe(0);
    await deposit(token, 950);
    expect(await t.ok(memberGradeInfoByGrade, {}, { token })).toMatchObject({
      grade: 0,
      deposit: 950,
      turnover: 5_000,
    });
    await deposit(token, 50);
    expect(await t.ok(memberGradeInfoByGrade, {}, { token })).toMatchObject({
      grade: 1,
      deposit: 1_000,
      turnover: 5_000,
    });
    expect(await bonusRows(id)).toEqual([{ amount: 1_800, remark: 'VIP1晋级礼金' }]);
  });

  it('pays every grade passed in one jump, each once, and reports the bonus in placeBet’s balance', async () => {
    const token = await t.loginAs('sports03', 'sport1234');
    const id = await memberId('sports03');
    await deposit(token, 20_000);
    expect((await t.ok(memberGradeInfoByGrade, {}, { token })).grade).toBe(0);
    // 10,000.00 opening + 20,000.00 deposited, all staked: VIP1 and VIP2 reached (VIP3 needs 100,000.00 turnover).
    const balance = await sportsBet(token, 30_000);
    expect(balance).toBe(18 + 58);
    expect(await centreBalance(token)).toBe(76);
    expect(await t.ok(memberGradeInfoByGrade, {}, { token })).toMatchObject({
      grade: 2,
      name: 'VIP2',
      deposit: 20_000,
      turnover: 30_000,
      next: { grade: 3 },
    });
    expect(await bonusRows(id)).toEqual([
      { amount: 1_800, remark: 'VIP1晋级礼金' },
      { amount: 5_800, remark: 'VIP2晋级礼金' },
    ]);
    const reached = await t.db.query<{ grade: number; paid: boolean }>(
      'select grade, reward_id is not null as paid from vip_upgrades where member_id = $1 order by grade',
      [id],
    );
    expect(reached).toEqual([
      { grade: 1, paid: true },
      { grade: 2, paid: true },
    ]);

    // Even if the recorded grade were lowered (an operator's mistake), reaching the grades again pays nothing twice.
    await t.db.query('update members set vip_grade = 0 where id = $1', [id]);
    const again = await t.db.transaction((tx) => recomputeGrade(tx, id, clock.now()));
    expect(again).toEqual({ grade: 2, bonusFen: 0 });
    expect(await bonusRows(id)).toHaveLength(2);
    expect((await t.ok(memberInfo, { isPop: 0 }, { token })).vipGrade).toBe(2);
  });

  it('keeps a higher recorded grade when the totals reach only a lower one', async () => {
    const id = await memberId('sports02');
    await t.db.query('update members set vip_grade = 4 where id = $1', [id]);
    const token = await t.loginAs('sports02', 'sport1234');
    await deposit(token, 1_000);
    await sportsBet(token, 5_000);
    expect(await t.ok(memberGradeInfoByGrade, {}, { token })).toMatchObject({
      grade: 4,
      name: 'VIP4',
      deposit: 1_000,
      turnover: 5_000,
      next: { grade: 5 },
    });
    expect(await bonusRows(id)).toEqual([]);
  });
});
