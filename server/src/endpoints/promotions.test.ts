import { describe, expect, it } from 'vitest';
import {
  confirmInfo,
  getMyDiscountAd,
  joinActivity,
  promotionConfig,
  promotionVerification,
  type RequestOf,
} from 'shared/contract';
import { testAdvanceClock } from 'shared/contract/testing';
import { DAY_MS, detailOf, promotionTestApp } from '../promotions/promotion-test-app';
import { createTestMember, placeTestBet } from '../promotions/test-members';

const { t, clock, member, deposit } = promotionTestApp();

async function refusal(call: Promise<{ envelope: { status_code: number; message: string; data: unknown } }>) {
  const { envelope } = await call;
  return { code: envelope.status_code, message: envelope.message, data: envelope.data };
}

async function ledgerCount(memberId: number, kind: string): Promise<number> {
  return (
    (
      await t.db.query<{ n: number }>(`select count(*)::int as n from ledger where member_id = $1 and kind = $2`, [
        memberId,
        kind,
      ])
    )[0]?.n ?? 0
  );
}

function confirm(token: string, body: RequestOf<typeof confirmInfo>, requestId?: string) {
  return t.call(confirmInfo, body, { token, ...(requestId === undefined ? {} : { requestId }) });
}

describe('promotion/config', () => {
  it('serves every card of the activity centre with the detail of its page type, for a visitor', async () => {
    const { list } = await t.ok(getMyDiscountAd, { category: 'all', pageNum: 1, pageSize: 50 });
    // The seeded activities 1-12 and the race that ended before the seed (13).
    expect(list.length).toBe(13);
    for (const card of list) {
      const config = await t.ok(promotionConfig, { activityId: card.id });
      expect(config).toMatchObject({ id: card.id, pageType: card.pageType, title: card.title, joined: null });
      expect(config.detail.pageType).toBe(card.pageType);
      expect(config.rules.length).toBeGreaterThan(0);
      expect(config.status === 'running').toBe(card.running);
    }
    const pageTypes = new Set(list.filter((card) => card.running).map((card) => card.pageType));
    expect(pageTypes.size).toBe(9);
    expect((await t.ok(promotionConfig, { activityId: 11 })).status).toBe('ended');
    expect((await t.ok(promotionConfig, { activityId: 13 })).status).toBe('ended');
    expect((await t.ok(promotionConfig, { activityId: 12 })).status).toBe('upcoming');
    expect(detailOf((await t.ok(promotionConfig, { activityId: 4 })).detail, 'activityLandPage').contentHtml).toContain(
      '1.2%',
    );
    expect((await t.call(promotionConfig, { activityId: 999 })).envelope.status_code).toBe(6004);
  });

  it('answers /activity/friendInvitation by page type, with the member invite and friends who registered with it', async () => {
    const inviter = await member('promoinv1');
    await createTestMember(t.db, 'promofriend1', { inviteCode: `a${inviter.id}` }, clock.now());
    const visitor = await t.ok(promotionConfig, { pageType: 'friendInvitation' });
    expect(visitor.id).toBe(8);
    expect(detailOf(visitor.detail, 'friendInvitation')).toMatchObject({
      invite: null,
      friends: [],
      rewardPerFriend: 38,
      minFriendDeposit: 100,
    });
    const detail = detailOf(
      (await t.ok(promotionConfig, { pageType: 'friendInvitation' }, { token: inviter.token })).detail,
      'friendInvitation',
    );
    expect(detail.invite).toEqual({
      code: `A${inviter.id}`,
      link: `https://m.xingyao.example.com/?register=1&icode=A${inviter.id}`,
    });
    expect(detail.friends).toEqual([expect.objectContaining({ name: 'pr***', deposited: false, rewarded: false })]);
    expect(detail.earned).toBe(0);
  });

  it('ranks every member by valid turnover in the race window, names masked, with the member own place', async () => {
    const high = await member('racehigh', { openingFen: 1_000_000 });
    const low = await member('racelow', { openingFen: 1_000_000 });
    const idle = await member('raceidle');
    await placeTestBet(t.db, high.id, 500_000, clock.now());
    await placeTestBet(t.db, low.id, 120_000, clock.now());
    // A refunded stake is not turnover.
    await t.db.transaction(async (tx) => {
      await tx.query(
        `insert into ledger (member_id, venue_id, kind, amount_fen, balance_after_fen, request_id, remark, created_at) select $1, null, 'bet_refund', 20000, balance_fen, null, 'refund', $2 from wallets where member_id = $1`,
        [low.id, clock.now()],
      );
    });
    const race = detailOf((await t.ok(promotionConfig, { activityId: 3 }, { token: low.token })).detail, 'racePage');
    const names = race.leaderboard.map((entry) => entry.name);
    expect(names.indexOf('ra***')).toBeGreaterThanOrEqual(0);
    const mine = race.leaderboard.filter((entry) => entry.name === 'ra***').map((entry) => entry.value);
    expect(mine).toEqual([5000, 1000]);
    expect(race.me?.value).toBe(1000);
    expect(race.me?.rank).toBe(race.leaderboard.find((entry) => entry.value === 1000)?.rank ?? 0);
    expect(race.prizes[0]).toEqual({ rankFrom: 1, rankTo: 1, amount: 38888 });
    expect(
      detailOf((await t.ok(promotionConfig, { activityId: 3 }, { token: idle.token })).detail, 'racePage').me,
    ).toEqual({ rank: null, value: 0 });
  });
});

describe('verification and joining', () => {
  it('joins once: a second join is 6009 您已参加该活动', async () => {
    const m = await member('joinonce');
    expect(await t.ok(promotionVerification, { activityId: 9 }, { token: m.token })).toEqual({
      eligible: true,
      reason: null,
      message: '可以参加',
    });
    const joined = await t.ok(joinActivity, { activityId: 9 }, { token: m.token });
    expect(joined).toMatchObject({ id: 9, joined: true });
    expect(await refusal(t.call(joinActivity, { activityId: 9 }, { token: m.token }))).toMatchObject({
      code: 6009,
      message: '您已参加该活动',
    });
    expect((await t.ok(promotionVerification, { activityId: 9 }, { token: m.token })).reason).toBe('alreadyJoined');
    const rows = await t.db.query(`select 1 from activity_joins where member_id = $1`, [m.id]);
    expect(rows.length).toBe(1);
  });

  it('refuses with the reason and its message: not started, ended, binding, not eligible', async () => {
    const fresh = await member('joinfresh');
    const verdict = (activityId: number, token: string) => t.ok(promotionVerification, { activityId }, { token });
    expect(await verdict(12, fresh.token)).toEqual({
      eligible: false,
      reason: 'notStarted',
      message: '活动尚未开始，敬请期待',
    });
    expect(await verdict(11, fresh.token)).toMatchObject({ eligible: false, reason: 'ended' });
    expect(await verdict(1, fresh.token)).toMatchObject({
      eligible: false,
      reason: 'needsBinding',
      message: '请先绑定手机号后再参加本活动',
    });
    expect(await verdict(2, fresh.token)).toMatchObject({
      eligible: false,
      reason: 'notEligible',
      message: '完成首笔存款后才能参加再存优惠',
    });
    expect(await refusal(t.call(joinActivity, { activityId: 2 }, { token: fresh.token }))).toEqual({
      code: 6012,
      message: '完成首笔存款后才能参加再存优惠',
      data: { reason: 'notEligible' },
    });
    expect((await refusal(t.call(joinActivity, { activityId: 11 }, { token: fresh.token }))).code).toBe(6012);

    const depositor = await member('joindeposited', { phone: '13900001111', realName: '李四' });
    await deposit(depositor.token, 100);
    expect(await verdict(1, depositor.token)).toMatchObject({
      eligible: false,
      reason: 'notEligible',
      message: '本活动仅限尚未存款的新会员参加',
    });
    expect(await verdict(2, depositor.token)).toMatchObject({ eligible: true });
  });
});

describe('sign-in', () => {
  it('signs once a Beijing day; the next day continues the streak with its reward', async () => {
    const m = await member('signer');
    const first = await t.ok(
      confirmInfo,
      { activityId: 7, action: 'sign' },
      { token: m.token, requestId: 'sign-day-1' },
    );
    expect(first.reward).toMatchObject({ amount: 2, turnoverRequired: 2 });
    expect(detailOf(first.activity.detail, 'signGift')).toMatchObject({ todaySigned: true, streak: 1 });
    // The same request again: the first answer, no second payment.
    const repeat = await t.ok(
      confirmInfo,
      { activityId: 7, action: 'sign' },
      { token: m.token, requestId: 'sign-day-1' },
    );
    expect(repeat.reward).toEqual(first.reward);
    expect(await refusal(confirm(m.token, { activityId: 7, action: 'sign' }))).toMatchObject({
      code: 6009,
      message: '今日已签到，明天再来吧',
    });
    expect(await ledgerCount(m.id, 'bonus')).toBe(1);

    await t.ok(testAdvanceClock, { ms: DAY_MS });
    const second = await t.ok(confirmInfo, { activityId: 7, action: 'sign' }, { token: m.token });
    expect(second.reward).toMatchObject({ amount: 3 });
    const detail = detailOf(second.activity.detail, 'signGift');
    expect(detail.streak).toBe(2);
    expect(detail.days.filter((day) => day.signed).length).toBe(detail.days.length >= 2 ? 2 : 1);
    expect(await ledgerCount(m.id, 'bonus')).toBe(2);

    // A day missed: the streak starts again.
    await t.ok(testAdvanceClock, { ms: 2 * DAY_MS });
    expect(
      detailOf((await t.ok(promotionConfig, { activityId: 7 }, { token: m.token })).detail, 'signGift').streak,
    ).toBe(0);
    expect((await t.ok(confirmInfo, { activityId: 7, action: 'sign' }, { token: m.token })).reward?.amount).toBe(2);
  });

  it('refuses an action the page type does not have', async () => {
    const m = await member('wrongaction');
    expect((await refusal(confirm(m.token, { activityId: 9, action: 'sign' }))).code).toBe(6007);
  });
});

describe('lucky draw', () => {
  it('needs a chance; a draw spends one and pays once per request id', async () => {
    const m = await member('drawer', { openingFen: 0 });
    expect(await refusal(confirm(m.token, { activityId: 6, action: 'draw' }))).toMatchObject({
      code: 6012,
      data: { reason: 'limitReached' },
    });
    await deposit(m.token, 200);
    expect(
      detailOf((await t.ok(promotionConfig, { activityId: 6 }, { token: m.token })).detail, 'drawGift').chances,
    ).toBe(2);

    const first = await t.ok(
      confirmInfo,
      { activityId: 6, action: 'draw' },
      { token: m.token, requestId: 'draw-once' },
    );
    const again = await t.ok(
      confirmInfo,
      { activityId: 6, action: 'draw' },
      { token: m.token, requestId: 'draw-once' },
    );
    expect(again).toEqual(first);
    expect(first.prize).not.toBeNull();
    expect(first.reward?.amount ?? 0).toBe(first.prize?.amount);
    const afterOne = detailOf(first.activity.detail, 'drawGift');
    expect(afterOne.chances).toBe(1);
    expect(afterOne.history).toEqual([
      expect.objectContaining({ prizeName: first.prize?.name, amount: first.prize?.amount }),
    ]);
    expect(await ledgerCount(m.id, 'bonus')).toBe((first.prize?.amount ?? 0) > 0 ? 1 : 0);

    await t.ok(confirmInfo, { activityId: 6, action: 'draw' }, { token: m.token });
    expect((await refusal(confirm(m.token, { activityId: 6, action: 'draw' }))).data).toEqual({
      reason: 'limitReached',
    });
    const draws = await t.db.query<{ amount: string }>(
      `select amount_fen as amount from activity_draws where member_id = $1`,
      [m.id],
    );
    expect(draws.length).toBe(2);
    const paid = draws.filter((d) => Number(d.amount) > 0).length;
    expect(await ledgerCount(m.id, 'bonus')).toBe(paid);
  });
});
