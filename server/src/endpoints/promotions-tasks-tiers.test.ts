import { describe, expect, it } from 'vitest';
import { confirmInfo, promotionConfig, type RequestOf } from 'shared/contract';
import { detailOf, promotionTestApp } from '../promotions/promotion-test-app';
import { placeTestBet } from '../promotions/test-members';

const { t, clock, member } = promotionTestApp();

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

describe('newcomer tasks', () => {
  it('pays a completed task once and refuses one not done yet', async () => {
    const m = await member('tasker', { phone: '13900002222', openingFen: 300_000 });
    const tasks = detailOf(
      (await t.ok(promotionConfig, { activityId: 5 }, { token: m.token })).detail,
      'newTask',
    ).tasks;
    expect(tasks.map((task) => [task.key, task.status])).toEqual([
      ['bindPhone', 'claimable'],
      ['bindRealName', 'doing'],
      ['firstDeposit', 'doing'],
      ['firstBet', 'doing'],
      ['turnover', 'doing'],
    ]);
    const paid = await t.ok(
      confirmInfo,
      { activityId: 5, action: 'claimTask', taskKey: 'bindPhone' },
      { token: m.token },
    );
    expect(paid.reward).toMatchObject({ amount: 8, turnoverRequired: 8 });
    expect(await refusal(confirm(m.token, { activityId: 5, action: 'claimTask', taskKey: 'bindPhone' }))).toMatchObject(
      { code: 6009, message: '该任务奖励已领取' },
    );
    expect(
      await refusal(confirm(m.token, { activityId: 5, action: 'claimTask', taskKey: 'bindRealName' })),
    ).toMatchObject({ code: 6012, data: { reason: 'needsBinding' } });
    expect(await refusal(confirm(m.token, { activityId: 5, action: 'claimTask', taskKey: 'firstBet' }))).toMatchObject({
      code: 6012,
      data: { reason: 'notEligible' },
    });

    await placeTestBet(t.db, m.id, 60_000, clock.now());
    const progress = detailOf(
      (await t.ok(promotionConfig, { activityId: 5 }, { token: m.token })).detail,
      'newTask',
    ).tasks;
    expect(progress.find((task) => task.key === 'turnover')).toMatchObject({
      target: 1000,
      progress: 600,
      status: 'doing',
    });
    expect(progress.find((task) => task.key === 'firstBet')?.status).toBe('claimable');
    await placeTestBet(t.db, m.id, 50_000, clock.now());
    expect(
      (await t.ok(confirmInfo, { activityId: 5, action: 'claimTask', taskKey: 'turnover' }, { token: m.token })).reward
        ?.amount,
    ).toBe(16);
    expect(await ledgerCount(m.id, 'bonus')).toBe(2);
  });
});

describe('betting tiers', () => {
  it('pays reached tiers once each', async () => {
    const m = await member('tierer', { openingFen: 1_000_000 });
    expect(await refusal(confirm(m.token, { activityId: 9, action: 'claimTier', tier: 0 }))).toMatchObject({
      code: 6012,
    });
    await placeTestBet(t.db, m.id, 120_000, clock.now());
    const paid = await t.ok(confirmInfo, { activityId: 9, action: 'claimTier', tier: 0 }, { token: m.token });
    expect(paid.reward).toMatchObject({ amount: 18 });
    expect(detailOf(paid.activity.detail, 'bettingGift')).toMatchObject({ myTurnover: 1200, claimed: [0] });
    expect((await refusal(confirm(m.token, { activityId: 9, action: 'claimTier', tier: 0 }))).code).toBe(6009);
    expect(await refusal(confirm(m.token, { activityId: 9, action: 'claimTier', tier: 1 }))).toMatchObject({
      code: 6012,
      message: '有效投注满5000元才能领取，当前1200元',
    });
    expect((await refusal(confirm(m.token, { activityId: 9, action: 'claimTier', tier: 7 }))).code).toBe(6007);
    expect(await ledgerCount(m.id, 'bonus')).toBe(1);
  });
});
