import { beforeAll, describe, expect, it } from 'vitest';
import {
  addVirtualCoinAddress,
  deletePayoutAccount,
  getBalance,
  usdtWithdrawInfo,
  withdrawBaseCfg,
  withdrawInfo,
  withdrawNew,
  withdrawOrderInfo,
} from 'shared/contract';
import { consoleWithdrawApprove, consoleWithdrawRefuse } from 'shared/contract/console';
import { md5Hex } from 'shared/crypto';
import { status as code } from '../testing/call-status';
import { startPayoutTestApp } from '../testing/payout-test-app';
import type { TestApp } from '../testing/test-app';
import { applyBalanceChange } from '../wallet/ledger';
import { consoleCall, consoleLoginAs, consoleOk } from '../testing/console-calls';

const payout = startPayoutTestApp();
const { clock } = payout;
let t: TestApp;
let demo: string;
let plain: string;
let demoId: number;
let finance: string;

beforeAll(async () => {
  ({ t, demo, plain, demoId } = payout.session());
  finance = await consoleLoginAs(t.app, 'finance', new Date());
});

async function ledgerRows(memberId: number, kind: string): Promise<number> {
  return (
    (
      await t.db.query<{ n: number }>(`select count(*)::int as n from ledger where member_id = $1 and kind = $2`, [
        memberId,
        kind,
      ])
    )[0]?.n ?? 0
  );
}

async function figures(token: string) {
  return t.ok(getBalance, { withLockMoney: true }, { token });
}

const PASSWORD = md5Hex('135790');

describe('withdrawals', () => {
  async function seededCard(): Promise<number> {
    return (await t.ok(withdrawInfo, {}, { token: demo })).accounts.find((a) => a.masked === '**** 6688')!.id;
  }

  it('tells limits, the rate and the member state', async () => {
    const cfg = await t.ok(withdrawBaseCfg, {}, { token: demo });
    // demo888 is VIP2: six withdrawals of each kind a day.
    expect(cfg.list.find((c) => c.kind === 'bank')).toEqual({
      kind: 'bank',
      min: 100,
      max: 50000,
      dailyCount: 6,
      feeRate: 0,
    });
    expect(await t.ok(usdtWithdrawInfo, {}, { token: demo })).toEqual({ rate: 7.2, protocols: ['TRC20', 'ERC20'] });
    const info = await t.ok(withdrawInfo, {}, { token: demo });
    expect(info).toMatchObject({
      balance: 8888,
      lockMoney: 200,
      passwordSet: true,
      phoneBound: true,
      realName: '张三',
      turnoverRemaining: 0,
    });
  });

  it('locks the amount with one ledger row, once per request id', async () => {
    const accountId = await seededCard();
    const rowsBefore = await ledgerRows(demoId, 'withdraw');
    const body = { accountId, amount: 150.5, password: PASSWORD };
    const requestId = 'wd-once-1';
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => t.call(withdrawNew, body, { token: demo, requestId })));
    const orders = [a, b, c].map((r) => r!.envelope.data as { orderNo: string; status: string });
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(1);
    expect(orders[0]).toMatchObject({
      status: 'pending',
      amount: 150.5,
      fee: 0,
      actualAmount: 150.5,
      accountMasked: '**** 6688',
      usdtAmount: null,
    });
    expect(await ledgerRows(demoId, 'withdraw')).toBe(rowsBefore + 1);
    expect(await figures(demo)).toMatchObject({ centerWalletBalance: 8737.5, lockMoney: 350.5 });
    // Same id, other body: refused, nothing moved.
    expect((await t.call(withdrawNew, { ...body, amount: 200 }, { token: demo, requestId })).envelope.status_code).toBe(
      7601,
    );
    expect(await ledgerRows(demoId, 'withdraw')).toBe(rowsBefore + 1);
  });

  it('refuses bad amounts, a wrong password, an unknown account and more than the balance, moving nothing', async () => {
    const accountId = await seededCard();
    const before = await figures(demo);
    const rows = await ledgerRows(demoId, 'withdraw');
    const attempt = (body: object) =>
      code(t.call(withdrawNew, { accountId, password: PASSWORD, amount: 100, ...body }, { token: demo }));
    expect((await attempt({ amount: -5 }))[0]).toBe(6301);
    expect(await attempt({ amount: 100.123 })).toEqual([6007, '提款金额最多保留两位小数']);
    expect(
      (
        await t.call(
          withdrawNew,
          { accountId, password: PASSWORD, amount: '100' as unknown as number },
          { token: demo },
        )
      ).envelope.status_code,
    ).toBe(6301);
    expect(await attempt({ amount: 99.99 })).toEqual([7303, '单笔提款金额需在100-50000元之间']);
    expect(await attempt({ amount: 50000.01 })).toEqual([7303, '单笔提款金额需在100-50000元之间']);
    expect(await attempt({ password: md5Hex('000000') })).toEqual([6100, '提款密码错误，还可尝试4次']);
    // A password once set cannot be skipped by leaving it out of a direct call.
    expect(await code(t.call(withdrawNew, { accountId, amount: 100 }, { token: demo }))).toEqual([
      6100,
      '请输入提款密码',
    ]);
    // A right password clears the count.
    await attempt({ amount: 99.99 });
    expect(await attempt({ accountId: 999_999 })).toEqual([6004, '收款账户不存在']);
    await t.db.query(`update wallets set balance_fen = balance_fen where member_id = $1`, [demoId]);
    expect(await attempt({ amount: 9000 })).toEqual([7101, '中心钱包余额不足']);
    expect(await figures(demo)).toEqual(before);
    expect(await ledgerRows(demoId, 'withdraw')).toBe(rows);
    // test001 has no password set… now it has (above), but no phone: 6015.
    expect((await t.call(withdrawNew, { accountId, amount: 100 }, { token: plain })).envelope.status_code).toBe(6015);
  });

  it('refuses while deposits are not yet bet, and frees once they are', async () => {
    const accountId = await seededCard();
    await t.db.transaction((tx) =>
      applyBalanceChange(
        tx,
        { memberId: demoId, venueId: null, kind: 'deposit', amountFen: 300_00, requestId: null, remark: 'test' },
        clock.now(),
      ),
    );
    const info = await t.ok(withdrawInfo, {}, { token: demo });
    expect(info).toMatchObject({ turnoverRequired: 300, turnoverDone: 0, turnoverRemaining: 300 });
    expect(await code(t.call(withdrawNew, { accountId, amount: 100, password: PASSWORD }, { token: demo }))).toEqual([
      7305,
      '流水未达标，还需投注300元才能提款',
    ]);
    await t.db.transaction((tx) =>
      applyBalanceChange(
        tx,
        { memberId: demoId, venueId: null, kind: 'bet', amountFen: -300_00, requestId: null, remark: 'test' },
        clock.now(),
      ),
    );
    expect((await t.ok(withdrawInfo, {}, { token: demo })).turnoverRemaining).toBe(0);
  });

  it('approves: the locked money leaves; refuses: it comes back exactly once', async () => {
    const accountId = await seededCard();
    const start = await figures(demo);
    const refunds = await ledgerRows(demoId, 'withdraw_refund');
    const approved = await t.ok(withdrawNew, { accountId, amount: 100, password: PASSWORD }, { token: demo });
    const refused = await t.ok(withdrawNew, { accountId, amount: 120, password: PASSWORD }, { token: demo });
    expect(await figures(demo)).toMatchObject({
      centerWalletBalance: start.centerWalletBalance - 220,
      lockMoney: start.lockMoney + 220,
    });

    expect(
      await consoleOk(
        t.app,
        consoleWithdrawApprove,
        { orderNo: approved.orderNo, requestId: 'approve-approved' },
        finance,
      ),
    ).toMatchObject({ status: 'approved' });
    expect(await figures(demo)).toMatchObject({
      centerWalletBalance: start.centerWalletBalance - 220,
      lockMoney: start.lockMoney + 120,
    });

    const reason = '审核未通过，款项已退回中心钱包';
    const decisions = await Promise.all(
      ['refuse-a', 'refuse-b'].map((requestId) =>
        consoleCall(t.app, consoleWithdrawRefuse, { orderNo: refused.orderNo, reason, requestId }, finance),
      ),
    );
    expect(decisions.map((d) => d.envelope.status_code).sort()).toEqual([6000, 7307]);
    expect(await figures(demo)).toMatchObject({
      centerWalletBalance: start.centerWalletBalance - 100,
      lockMoney: start.lockMoney,
    });
    expect(await ledgerRows(demoId, 'withdraw_refund')).toBe(refunds + 1);
    const refuse = (orderNo: string, requestId: string) =>
      consoleCall(t.app, consoleWithdrawRefuse, { orderNo, reason, requestId }, finance);
    expect((await refuse(approved.orderNo, 'refuse-approved')).envelope.status_code).toBe(7307);
    expect((await refuse('W-none', 'refuse-unknown')).envelope.status_code).toBe(6004);

    const page = await t.ok(withdrawOrderInfo, { pageNum: 1, pageSize: 10 }, { token: demo });
    expect(page.list.find((o) => o.orderNo === refused.orderNo)).toMatchObject({
      status: 'refused',
      remark: '审核未通过，款项已退回中心钱包',
    });
    expect(page.list.find((o) => o.orderNo === approved.orderNo)).toMatchObject({ status: 'approved' });
    expect(
      (await t.ok(withdrawOrderInfo, { pageNum: 1, pageSize: 10, status: 'refused' }, { token: demo })).list.every(
        (o) => o.status === 'refused',
      ),
    ).toBe(true);
    expect((await t.ok(withdrawOrderInfo, { pageNum: 1, pageSize: 10 }, { token: plain })).total).toBe(0);
  });

  it('pays coin withdrawals in USDT at the rate, less the fee', async () => {
    const coin = await t.ok(
      addVirtualCoinAddress,
      { protocol: 'TRC20', address: `T${'A1b2C3d4E5f6G7h8J9k'.padEnd(33, 'x')}` },
      { token: demo },
    );
    const order = await t.ok(withdrawNew, { accountId: coin.id, amount: 200, password: PASSWORD }, { token: demo });
    expect(order).toMatchObject({ kind: 'coin', amount: 200, fee: 2, actualAmount: 198, rate: 7.2, usdtAmount: 27.5 });
  });

  it('keeps a pending withdrawal account from being deleted', async () => {
    const coin = (await t.ok(withdrawInfo, {}, { token: demo })).accounts.find((a) => a.kind === 'coin')!;
    expect((await t.call(deletePayoutAccount, { id: coin.id }, { token: demo })).envelope.status_code).toBe(7306);
  });

  it('allows a VIP2 member six withdrawals of a kind a day', async () => {
    const accountId = await seededCard();
    const info = await t.ok(withdrawInfo, {}, { token: demo });
    for (let n = info.todayCount.bank; n < 6; n += 1)
      await t.ok(withdrawNew, { accountId, amount: 100, password: PASSWORD }, { token: demo });
    expect(await code(t.call(withdrawNew, { accountId, amount: 100, password: PASSWORD }, { token: demo }))).toEqual([
      7304,
      '今日提款次数已用完，请明天再试',
    ]);
  });

  it('locks withdrawals for 15 minutes after five wrong passwords in a row', async () => {
    const accountId = await seededCard();
    const wrong = () =>
      code(t.call(withdrawNew, { accountId, amount: 100, password: md5Hex('999999') }, { token: demo }));
    for (const left of [4, 3, 2, 1]) expect(await wrong()).toEqual([6100, `提款密码错误，还可尝试${left}次`]);
    expect(await wrong()).toEqual([6100, '提款密码错误，错误次数过多，请15分钟后再试']);
    // Even the right one waits now.
    expect(await code(t.call(withdrawNew, { accountId, amount: 100, password: PASSWORD }, { token: demo }))).toEqual([
      6037,
      '密码错误次数过多，已暂停验证，请15分钟后再试',
    ]);
    clock.advance(15 * 60_000 + 1000);
    // Past the lock the password is accepted again (the day's count stops this one, unless a Beijing day just began).
    expect([6000, 7304]).toContain(
      (await t.call(withdrawNew, { accountId, amount: 100, password: PASSWORD }, { token: demo })).envelope.status_code,
    );
  });

  it('leaves every balance equal to the sum of its ledger rows', async () => {
    const rows = await t.db.query<{ mismatches: number }>(`
      select count(*)::int as mismatches from wallets w
       where w.balance_fen <> (select coalesce(sum(l.amount_fen), 0) from ledger l where l.member_id = w.member_id and l.venue_id is null and l.currency = 'CNY')`);
    expect(rows[0]?.mismatches).toBe(0);
    const locked = await t.db.query<{ locked: number; pending: number }>(
      `select (select locked_fen from wallets where member_id = $1)::int as locked,
              (select coalesce(sum(amount_fen), 0) from withdraw_orders where member_id = $1 and status = 'pending')::int as pending`,
      [demoId],
    );
    // 200.00 of seeded activity lock plus every pending withdrawal.
    expect(locked[0]!.locked).toBe(locked[0]!.pending + 200_00);
  });
});
