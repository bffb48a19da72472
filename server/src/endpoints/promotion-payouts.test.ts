import { describe, expect, it } from 'vitest';
import {
  confirmInfo,
  getBalance,
  giftRecordList,
  joinActivity,
  promotionConfig,
  vipWeekInfo,
  welfareClaim,
  welfareList,
  withdrawInfo,
  withdrawNew,
} from 'shared/contract';
import { testAdvanceClock } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { offerReward, payReward } from '../promotions/rewards';
import { DAY_MS, detailOf, promotionTestApp } from '../promotions/promotion-test-app';
import { placeTestBet, TEST_WITHDRAW_PASSWORD } from '../promotions/test-members';
import { beijingDate } from '../time/beijing';

const { t, clock, member, deposit } = promotionTestApp();

async function bonusRows(memberId: number): Promise<number[]> {
  const rows = await t.db.query<{ amount: string }>(
    `select amount_fen as amount from ledger where member_id = $1 and kind = 'bonus' order by id`,
    [memberId],
  );
  return rows.map((row) => Number(row.amount));
}

const balance = async (token: string) =>
  (await t.ok(getBalance, { withLockMoney: true }, { token })).centerWalletBalance;

describe('deposit bonuses', () => {
  it('pays a first-deposit bonus joined before when the deposit is confirmed, and a withdrawal waits for its turnover (7305)', async () => {
    const m = await member('firstbonus', {
      phone: '13900003333',
      realName: '王五',
      withBankCard: true,
      openingFen: 100_000,
    });
    await t.ok(joinActivity, { activityId: 1 }, { token: m.token });
    await deposit(m.token, 200);
    // 100 % of 200, turnover (200 + 200) × 1.
    expect(await bonusRows(m.id)).toEqual([20_000]);
    const detail = detailOf(
      (await t.ok(promotionConfig, { activityId: 1 }, { token: m.token })).detail,
      'firstDeposit',
    );
    expect(detail.qualifyingDeposit?.amount).toBe(200);
    expect(detail.bonus).toMatchObject({ amount: 200, turnoverRequired: 400 });
    expect(await balance(m.token)).toBe(1400);

    const info = await t.ok(withdrawInfo, {}, { token: m.token });
    // The deposit's own 100 % and the bonus's 400.
    expect(info.turnoverRemaining).toBe(600);
    const account = info.accounts.find((a) => a.kind === 'bank');
    if (account === undefined) throw new Error('no bank card');
    const body = { accountId: account.id, amount: 100, password: md5Hex(TEST_WITHDRAW_PASSWORD) };
    const refused = await t.call(withdrawNew, body, { token: m.token });
    expect(refused.envelope).toMatchObject({ status_code: 7305, message: '流水未达标，还需投注600元才能提款' });

    await placeTestBet(t.db, m.id, 59_900, clock.now());
    expect((await t.call(withdrawNew, body, { token: m.token })).envelope.status_code).toBe(7305);
    await placeTestBet(t.db, m.id, 100, clock.now());
    expect((await t.call(withdrawNew, body, { token: m.token })).envelope.status_code).toBe(6000);

    // A second deposit is not a first deposit: nothing more.
    await deposit(m.token, 300);
    expect(await bonusRows(m.id)).toEqual([20_000]);
  });

  it('pays nothing to a member who did not join before depositing', async () => {
    const m = await member('nojoinbonus', { phone: '13900004444' });
    await deposit(m.token, 200);
    expect(await bonusRows(m.id)).toEqual([]);
  });

  it('lets a member claim a re-deposit bonus (joinTiming after) once', async () => {
    const m = await member('againbonus');
    await deposit(m.token, 100);
    await t.ok(joinActivity, { activityId: 2 }, { token: m.token });
    const none = await t.call(confirmInfo, { activityId: 2, action: 'claimBonus' }, { token: m.token });
    expect(none.envelope).toMatchObject({ status_code: 6012, message: '暂无符合条件的存款，存款到账后再来申请' });
    await deposit(m.token, 400);
    const paid = await t.ok(confirmInfo, { activityId: 2, action: 'claimBonus' }, { token: m.token });
    // 15 % of 400 = 60, turnover (400 + 60) × 5.
    expect(paid.reward).toMatchObject({ amount: 60, turnoverRequired: 2300 });
    expect(detailOf(paid.activity.detail, 'againDeposit').qualifyingDeposit?.amount).toBe(400);
    expect(
      (await t.call(confirmInfo, { activityId: 2, action: 'claimBonus' }, { token: m.token })).envelope.status_code,
    ).toBe(6009);
    expect(await bonusRows(m.id)).toEqual([6_000]);
    const joinFirst = await member('againnojoin');
    expect(
      (await t.call(confirmInfo, { activityId: 2, action: 'claimBonus' }, { token: joinFirst.token })).envelope,
    ).toMatchObject({ status_code: 6012, message: '请先参加活动' });
  });
});

describe('friend invitation', () => {
  it("pays the inviter when an invited friend's first deposit is large enough, once", async () => {
    const inviter = await member('inviter2');
    const small = await member('smallfriend', { inviteCode: `A${inviter.id}` });
    const friend = await member('bigfriend', { inviteCode: `a${inviter.id}` });
    await deposit(small.token, 50);
    expect(await bonusRows(inviter.id)).toEqual([]);
    await deposit(friend.token, 100);
    expect(await bonusRows(inviter.id)).toEqual([3_800]);
    await deposit(friend.token, 500);
    expect(await bonusRows(inviter.id)).toEqual([3_800]);
    const detail = detailOf(
      (await t.ok(promotionConfig, { activityId: 8 }, { token: inviter.token })).detail,
      'friendInvitation',
    );
    expect(detail.earned).toBe(38);
    expect(detail.friends.map((f) => [f.name, f.deposited, f.rewarded])).toEqual([
      ['bi***', true, true],
      ['sm***', true, false],
    ]);
  });
});

describe('welfare and gift records', () => {
  it('lists waiting rewards, claims all in one call once per request id, and lists them as gift records', async () => {
    const m = await member('welfarer');
    const now = clock.now();
    const grant = {
      memberId: m.id,
      activityId: null,
      source: 'welfare',
      requestId: null,
      turnoverRequiredFen: 1_000,
    } as const;
    await t.db.transaction(async (tx) => {
      await offerReward(
        tx,
        { ...grant, title: '周末福利', amountFen: 1_000, expiresAt: new Date(now.getTime() + DAY_MS) },
        now,
      );
      await offerReward(
        tx,
        { ...grant, title: '节日福利', amountFen: 2_500, expiresAt: new Date(now.getTime() + 2 * DAY_MS) },
        now,
      );
      await offerReward(
        tx,
        { ...grant, title: '过期福利', amountFen: 9_900, expiresAt: new Date(now.getTime() + 1000) },
        now,
      );
      await payReward(
        tx,
        {
          memberId: m.id,
          activityId: 7,
          source: 'activity',
          title: '签到彩金',
          amountFen: 200,
          turnoverRequiredFen: 200,
          requestId: null,
        },
        now,
      );
    });
    await t.ok(testAdvanceClock, { ms: 2000 });
    const list = (await t.ok(welfareList, {}, { token: m.token })).list;
    expect(list.map((item) => [item.title, item.amount])).toEqual([
      ['周末福利', 10],
      ['节日福利', 25],
    ]);
    const claim = await t.ok(welfareClaim, { ids: [] }, { token: m.token, requestId: 'welfare-all' });
    expect(claim).toEqual({ claimed: 2, amount: 35, centerWalletBalance: 37 });
    expect(await t.ok(welfareClaim, { ids: [] }, { token: m.token, requestId: 'welfare-all' })).toEqual(claim);
    expect(await bonusRows(m.id)).toEqual([200, 1_000, 2_500]);
    expect((await t.ok(welfareList, {}, { token: m.token })).list).toEqual([]);
    expect((await t.call(welfareClaim, { ids: [] }, { token: m.token })).envelope.status_code).toBe(6303);

    const today = beijingDate(clock.now());
    const records = await t.ok(
      giftRecordList,
      { source: 'all', startDate: today, endDate: today, pageNum: 1, pageSize: 10 },
      { token: m.token },
    );
    expect(records).toMatchObject({ total: 3, totalAmount: 37 });
    expect(records.list.map((r) => r.source).sort()).toEqual(['activity', 'welfare', 'welfare']);
    const welfareOnly = await t.ok(
      giftRecordList,
      { source: 'welfare', startDate: today, endDate: today, pageNum: 1, pageSize: 1 },
      { token: m.token },
    );
    expect(welfareOnly).toMatchObject({ total: 2, totalAmount: 35, pageSize: 1 });
    expect(welfareOnly.list.length).toBe(1);
    expect(
      (
        await t.ok(
          giftRecordList,
          { source: 'all', startDate: '2000-01-01', endDate: '2000-01-31', pageNum: 1, pageSize: 10 },
          { token: m.token },
        )
      ).total,
    ).toBe(0);
  });
});

describe('VIP weekly gift', () => {
  it("offers the grade's weekly gift once the week's deposit and turnover are reached", async () => {
    const m = await member('vipweek', { openingFen: 5_000_000 });
    await t.db.query('update members set vip_grade = 1 where id = $1', [m.id]);
    const before = await t.ok(vipWeekInfo, {}, { token: m.token });
    expect(before).toMatchObject({
      grade: 1,
      weeklyGift: 8,
      depositRequired: 500,
      turnoverRequired: 2000,
      status: 'inProgress',
      deposit: 0,
    });
    expect(before.weekEnd > before.weekStart).toBe(true);
    await deposit(m.token, 500);
    await placeTestBet(t.db, m.id, 200_000, clock.now());
    const ready = await t.ok(vipWeekInfo, {}, { token: m.token });
    expect(ready).toMatchObject({ deposit: 500, turnover: 2000, status: 'claimable' });
    const offered = (await t.ok(welfareList, {}, { token: m.token })).list.filter((item) => item.source === 'vip');
    expect(offered).toEqual([expect.objectContaining({ amount: 8, expiresAt: `${before.weekEnd} 23:59:59` })]);
    await t.ok(welfareClaim, { ids: offered.map((item) => item.id) }, { token: m.token });
    expect((await t.ok(vipWeekInfo, {}, { token: m.token })).status).toBe('claimed');
    expect((await t.ok(welfareList, {}, { token: m.token })).list.filter((item) => item.source === 'vip')).toEqual([]);
  });
});

describe('test clock', () => {
  it('moves the server clock forward', async () => {
    const before = clock.now().getTime();
    const { now } = await t.ok(testAdvanceClock, { ms: DAY_MS });
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(now.slice(0, 10)).toBe(beijingDate(clock.now()));
  });
});
