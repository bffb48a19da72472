import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawBaseCfg, withdrawInfo, withdrawNew } from 'shared/contract';
import { md5Hex } from 'shared/crypto';
import { createTestMember, TEST_PASSWORD, TEST_WITHDRAW_PASSWORD } from '../promotions/test-members';
import { status as code } from '../testing/call-status';
import { startPayoutTestApp } from '../testing/payout-test-app';
import type { TestApp } from '../testing/test-app';

const payout = startPayoutTestApp();
const { clock } = payout;
let t: TestApp;

beforeAll(() => {
  ({ t } = payout.session());
});

describe('withdrawals a day by VIP grade', () => {
  it('allows a VIP0 member five a day and the same member eight once at VIP3, and says so in baseCfg', async () => {
    const id = await createTestMember(
      t.db,
      'drawgrade',
      { phone: '13977770001', realName: '李四', withBankCard: true, openingFen: 10_000_00 },
      clock.now(),
    );
    const token = await t.loginAs('drawgrade', TEST_PASSWORD);
    const password = md5Hex(TEST_WITHDRAW_PASSWORD);
    const dailyCount = async () => (await t.ok(withdrawBaseCfg, {}, { token })).list.map((c) => c.dailyCount);
    const { accounts, todayCount } = await t.ok(withdrawInfo, {}, { token });
    const accountId = accounts.find((a) => a.kind === 'bank')!.id;
    expect(todayCount.bank).toBe(0);

    expect(await dailyCount()).toEqual([5, 5, 5]);
    for (let n = 0; n < 5; n += 1) await t.ok(withdrawNew, { accountId, amount: 100, password }, { token });
    expect(await code(t.call(withdrawNew, { accountId, amount: 100, password }, { token }))).toEqual([
      7304,
      '今日提款次数已用完，请明天再试',
    ]);

    // An operator's grade counts like a reached one (a grade never goes down): VIP3 has eight a day.
    await t.db.query('update members set vip_grade = 3 where id = $1', [id]);
    expect(await dailyCount()).toEqual([8, 8, 8]);
    for (let n = 5; n < 8; n += 1) await t.ok(withdrawNew, { accountId, amount: 100, password }, { token });
    expect(await code(t.call(withdrawNew, { accountId, amount: 100, password }, { token }))).toEqual([
      7304,
      '今日提款次数已用完，请明天再试',
    ]);
    expect((await t.ok(withdrawInfo, {}, { token })).todayCount.bank).toBe(8);
  });
});
