import { describe, expect, it } from 'vitest';
import { confirmInfo, joinActivity, querySiteDepositRewardConfigList } from 'shared/contract';
import { promotionTestApp } from '../promotions/promotion-test-app';

const { t, member, deposit } = promotionTestApp();

const offers = async (token: string) =>
  (await t.ok(querySiteDepositRewardConfigList, {}, { token })).list.map((o) => [o.activityId, o.next]);

describe('querySiteDepositRewardConfigList', () => {
  it('needs a login', async () => {
    expect((await t.call(querySiteDepositRewardConfigList, {})).envelope.status_code).toBe(6001);
  });

  it('gives the seeded first-deposit bonus with its terms to a new member', async () => {
    const m = await member('depreward1', { phone: '13900005551' });
    expect((await t.ok(querySiteDepositRewardConfigList, {}, { token: m.token })).list).toEqual([
      {
        activityId: 1,
        pageType: 'firstDeposit',
        title: '新会员首存送100%',
        bonusRate: 100,
        maxBonus: 8888,
        minDeposit: 100,
        turnoverMultiple: 1,
        joinTiming: 'before',
        next: 'join',
      },
    ]);
  });

  it('follows the member from joining to depositing, then to the re-deposit bonus, and drops each once paid', async () => {
    const m = await member('depreward2', { phone: '13900005552' });
    await t.ok(joinActivity, { activityId: 1 }, { token: m.token });
    expect(await offers(m.token)).toEqual([[1, 'deposit']]);

    // The first deposit pays the first-deposit bonus; the re-deposit bonus opens (join first).
    await deposit(m.token, 200);
    expect(await offers(m.token)).toEqual([[2, 'join']]);
    await t.ok(joinActivity, { activityId: 2 }, { token: m.token });
    expect(await offers(m.token)).toEqual([[2, 'deposit']]);
    await deposit(m.token, 100);
    expect(await offers(m.token)).toEqual([[2, 'claim']]);
    await t.ok(confirmInfo, { activityId: 2, action: 'claimBonus' }, { token: m.token });
    expect(await offers(m.token)).toEqual([]);
  });

  it('still shows a bonus whose join waits for a bound phone, and drops the first-deposit bonus once a deposit passed without it', async () => {
    const unbound = await member('depreward3');
    expect(await offers(unbound.token)).toEqual([[1, 'join']]);
    await deposit(unbound.token, 50);
    // The first deposit is made: the first-deposit bonus is gone; the re-deposit one may be joined.
    expect(await offers(unbound.token)).toEqual([[2, 'join']]);
  });
});
