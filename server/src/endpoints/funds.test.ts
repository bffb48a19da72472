import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('getBalance', () => {
  it('gives the demo member centre, locked and total money in yuan', async () => {
    const token = await t.loginAs('demo888', 'demo1234');
    // 8888.00 centre + 1200.50 CRTY + 300.00 AGZR + 56.78 KYQP
    expect(await t.ok(getBalance, { withLockMoney: true }, { token })).toEqual({
      centerWalletBalance: 8888,
      lockMoney: 200,
      totalMoney: 10445.28,
    });
  });

  it('leaves lock money at 0 when not asked for', async () => {
    const token = await t.loginAs('demo888', 'demo1234');
    expect(await t.ok(getBalance, { withLockMoney: false }, { token })).toMatchObject({
      lockMoney: 0,
      totalMoney: 10445.28,
    });
  });

  it('gives the plain member 100.00', async () => {
    const token = await t.loginAs('test001', 'test1234');
    expect(await t.ok(getBalance, {}, { token })).toEqual({ centerWalletBalance: 100, lockMoney: 0, totalMoney: 100 });
  });

  it('agrees with the ledger: every balance is the sum of its ledger rows', async () => {
    const rows = await t.db.query<{ mismatches: number }>(`
      select count(*)::int as mismatches from (
        select w.member_id, null::int as venue_id, w.balance_fen from wallets w
        union all select v.member_id, v.venue_id, v.balance_fen from venue_wallets v
      ) b
      where b.balance_fen <> (select coalesce(sum(l.amount_fen), 0) from ledger l
                               where l.member_id = b.member_id and l.venue_id is not distinct from b.venue_id and l.currency = 'CNY')`);
    expect(rows[0]?.mismatches).toBe(0);
  });
});
