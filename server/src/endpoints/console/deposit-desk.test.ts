import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, getDepositOrderStatus, paymentPay } from 'shared/contract';
import {
  consoleAuditLog,
  consoleDepositConfirm,
  consoleDepositDetail,
  consoleDepositExpire,
  consoleDepositOrders,
} from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let player: string;
let player2: string;
let finance: string;
let finance2: string;
let admin: string;
let support: string;

beforeAll(async () => {
  t = await createTestApp({ testMode: true });
  [player, player2] = await Promise.all([t.loginAs('deposit01', 'depo1234'), t.loginAs('deposit02', 'depo1234')]);
  const login = (name: string) => consoleLoginAs(t.app, name, new Date());
  [finance, finance2, admin, support] = await Promise.all([
    login('finance'),
    login('finance2'),
    login('admin'),
    login('support'),
  ]);
});
afterAll(async () => {
  await t.close();
});

/** An open order of `as`: a bank transfer unless another channel is named. */
async function order(amount: number, as = player, channelId = 'bank-card') {
  const body = channelId === 'bank-card' ? { channelId, amount, depositorName: '钱多多' } : { channelId, amount };
  return t.ok(paymentPay, body, { token: as });
}

const balance = async (as = player) =>
  (await t.ok(getBalance, { withLockMoney: true }, { token: as })).centerWalletBalance;
const codeOf = async (call: Promise<{ envelope: { status_code: number; message: string } }>) => {
  const { envelope } = await call;
  return [envelope.status_code, envelope.message];
};

async function count(sql: string, params: string[]): Promise<number> {
  return (await t.db.query<{ n: number }>(sql, params))[0]!.n;
}
const credits = (orderNo: string) =>
  count(`select count(*)::int as n from ledger where kind = 'deposit' and request_id = $1`, [`deposit:${orderNo}`]);
const auditOf = async (orderNo: string) =>
  (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 50, target: `deposit:${orderNo}` }, admin)).list;

describe('the deposits desk', () => {
  it('refuses member tokens and roles other than finance; admin reads but does not decide', async () => {
    const { orderNo, reference, amount } = await order(100, player2);
    const confirm = { orderNo, reference, amount, requestId: `roles-${orderNo}` };
    const asMember = await consoleCall(t.app, consoleDepositOrders, { pageNum: 1, pageSize: 10 }, player2);
    expect([asMember.httpStatus, asMember.envelope.status_code]).toEqual([401, 8001]);
    expect(await codeOf(consoleCall(t.app, consoleDepositConfirm, confirm, player2))).toEqual([
      8001,
      '登录已失效，请重新登录控制台',
    ]);
    for (const call of [
      consoleCall(t.app, consoleDepositOrders, { pageNum: 1, pageSize: 10 }, support),
      consoleCall(t.app, consoleDepositDetail, { orderNo }, support),
      consoleCall(t.app, consoleDepositConfirm, confirm, support),
      consoleCall(
        t.app,
        consoleDepositExpire,
        { orderNo, reason: '测试角色', requestId: `roles-x-${orderNo}` },
        support,
      ),
      consoleCall(t.app, consoleDepositConfirm, confirm, admin),
    ]) {
      expect(await codeOf(call)).toEqual([8002, '您的角色无权执行此操作']);
    }
    expect((await consoleOk(t.app, consoleDepositDetail, { orderNo }, admin)).status).toBe('waiting');
    expect(await credits(orderNo)).toBe(0);
  });

  it('gives bank transfers a reference the player sees, and lists orders by every filter with the totals', async () => {
    const bank = await order(123.45);
    const online = await order(50, player, 'online-quick');
    expect(bank.reference).toMatch(/^[A-Z2-9]{8}$/);
    expect(online.reference).toBe('');
    expect((await t.ok(getDepositOrderStatus, { orderNo: bank.orderNo }, { token: player })).reference).toBe(
      bank.reference,
    );

    const list = (filter: Record<string, string>) =>
      consoleOk(t.app, consoleDepositOrders, { pageNum: 1, pageSize: 50, ...filter }, finance);
    const byReference = await list({ reference: bank.reference.toLowerCase(), state: 'waiting' });
    expect(byReference).toMatchObject({ total: 1, totalAmount: 123.45 });
    expect(byReference.list[0]).toMatchObject({
      orderNo: bank.orderNo,
      memberName: 'deposit01',
      channelName: '网银转账',
      waitKind: 'transfer',
      depositorName: '钱多多',
      status: 'waiting',
      decidedBy: null,
    });
    expect((await list({ orderNo: online.orderNo })).list.map((row) => row.channelId)).toEqual(['online-quick']);
    const mine = await list({ member: 'DEPOSIT01', channelId: 'bank-card' });
    expect(mine.list.map((row) => row.orderNo)).toContain(bank.orderNo);
    expect(mine.list.every((row) => row.channelId === 'bank-card' && row.memberName === 'deposit01')).toBe(true);
    expect(mine.totalAmount).toBe(mine.list.reduce((sum, row) => Math.round((sum + row.amount) * 100) / 100, 0));
    const memberId = String(byReference.list[0]!.memberId);
    expect((await list({ member: memberId, orderNo: bank.orderNo })).total).toBe(1);
    expect((await list({ orderNo: bank.orderNo, state: 'paid' })).total).toBe(0);
    expect((await list({ orderNo: bank.orderNo, from: new Date(Date.now() + 60_000).toISOString() })).total).toBe(0);
    expect((await list({ orderNo: bank.orderNo, to: new Date(Date.now() + 60_000).toISOString() })).total).toBe(1);
    expect(
      await codeOf(consoleCall(t.app, consoleDepositOrders, { pageNum: 1, pageSize: 10, from: '昨天' }, finance)),
    ).toEqual([6007, '时间格式不正确']);
  });

  it('refuses a reference or amount that does not match, and orders that are not bank transfers', async () => {
    const bank = await order(200);
    const online = await order(60, player, 'online-quick');
    const before = await balance();
    const confirm = (body: { orderNo: string; reference: string; amount: number }, id: string) =>
      codeOf(
        consoleCall(t.app, consoleDepositConfirm, { ...body, requestId: `mismatch-${id}-${body.orderNo}` }, finance),
      );
    expect(await confirm({ orderNo: bank.orderNo, reference: 'WRONG123', amount: 200 }, 'ref')).toEqual([
      8020,
      '附言码与订单不符，请核对银行流水',
    ]);
    expect(await confirm({ orderNo: bank.orderNo, reference: bank.reference, amount: 199.99 }, 'amount')).toEqual([
      8021,
      '到账金额与订单金额不符，请核对银行流水',
    ]);
    expect(await confirm({ orderNo: bank.orderNo, reference: bank.reference, amount: 200.001 }, 'decimals')).toEqual([
      8021,
      '到账金额与订单金额不符，请核对银行流水',
    ]);
    expect(await confirm({ orderNo: online.orderNo, reference: 'ANYTHING', amount: 60 }, 'online')).toEqual([
      8022,
      '该订单不是银行转账订单，不能人工确认',
    ]);
    expect(await confirm({ orderNo: 'CK000', reference: 'ANYTHING', amount: 60 }, 'unknown')).toEqual([
      6004,
      '存款订单不存在',
    ]);
    expect(await balance()).toBe(before);
    expect(await credits(bank.orderNo)).toBe(0);
    expect(await auditOf(bank.orderNo)).toEqual([]);
    expect((await consoleOk(t.app, consoleDepositDetail, { orderNo: bank.orderNo }, finance)).status).toBe('waiting');
  });

  it('credits a matching transfer once: a repeat answers the first outcome, a second confirmation says it is credited', async () => {
    const bank = await order(300);
    const before = await balance();
    // Spaces and case as the statement shows them do not matter.
    const input = {
      orderNo: bank.orderNo,
      reference: ` ${bank.reference.slice(0, 4).toLowerCase()} ${bank.reference.slice(4)} `,
      amount: 300,
      requestId: `ok-${bank.orderNo}`,
    };
    const paid = await consoleOk(t.app, consoleDepositConfirm, input, finance);
    expect(paid).toMatchObject({
      status: 'paid',
      decidedBy: { operatorName: 'finance' },
      decisionNote: `附言 ${bank.reference}`,
    });
    expect(await consoleOk(t.app, consoleDepositConfirm, input, finance)).toMatchObject({ status: 'paid' });
    expect(
      await codeOf(
        consoleCall(t.app, consoleDepositConfirm, { ...input, requestId: `again-${bank.orderNo}` }, finance2),
      ),
    ).toEqual([8023, '该订单已入账，无需重复确认']);
    expect(await credits(bank.orderNo)).toBe(1);
    expect(await balance()).toBe(before + 300);
    expect((await t.ok(getDepositOrderStatus, { orderNo: bank.orderNo }, { token: player })).status).toBe('paid');
    const rows = await auditOf(bank.orderNo);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'deposit.confirm',
      operatorName: 'finance',
      role: 'finance',
      before: { status: 'waiting', amount: 300, reference: bank.reference },
      after: { status: 'paid', statement: { reference: bank.reference, amount: 300 } },
    });
    // A credited order cannot be expired.
    expect(
      await codeOf(
        consoleCall(
          t.app,
          consoleDepositExpire,
          { orderNo: bank.orderNo, reason: '重复订单', requestId: `x-${bank.orderNo}` },
          finance,
        ),
      ),
    ).toEqual([8023, '该订单已入账，无需重复确认']);
  });

  it('credits once when confirmations race', async () => {
    const bank = await order(400, player2);
    const before = await balance(player2);
    const body = { orderNo: bank.orderNo, reference: bank.reference, amount: 400 };
    const answers = await Promise.all(
      [finance, finance2, finance, finance2].map((token, i) =>
        consoleCall(t.app, consoleDepositConfirm, { ...body, requestId: `race-${i}-${bank.orderNo}` }, token),
      ),
    );
    const codes = answers.map((a) => a.envelope.status_code).sort();
    expect(codes).toEqual([6000, 8023, 8023, 8023]);
    expect(await credits(bank.orderNo)).toBe(1);
    expect(await balance(player2)).toBe(before + 400);
    expect((await auditOf(bank.orderNo)).map((row) => row.action)).toEqual(['deposit.confirm']);
  });

  it('expires an open order with a reason, audited; it can no longer be confirmed', async () => {
    const bank = await order(150, player2);
    const blank = await consoleCall(
      t.app,
      consoleDepositExpire,
      { orderNo: bank.orderNo, reason: ' ', requestId: `blank-${bank.orderNo}` },
      finance,
    );
    expect([blank.envelope.status_code, blank.envelope.message]).toEqual([6007, '请填写作废原因']);
    const input = { orderNo: bank.orderNo, reason: '会员未转账', requestId: `expire-${bank.orderNo}` };
    expect(await consoleOk(t.app, consoleDepositExpire, input, finance)).toMatchObject({
      status: 'expired',
      decidedBy: { operatorName: 'finance' },
      decisionNote: '会员未转账',
    });
    expect((await consoleOk(t.app, consoleDepositExpire, input, finance)).status).toBe('expired');
    expect((await t.ok(getDepositOrderStatus, { orderNo: bank.orderNo }, { token: player2 })).status).toBe('expired');
    const late = { orderNo: bank.orderNo, reference: bank.reference, amount: 150, requestId: `late-${bank.orderNo}` };
    expect(await codeOf(consoleCall(t.app, consoleDepositConfirm, late, finance))).toEqual([
      8024,
      '该订单已关闭或已过期，不能再操作',
    ]);
    expect(await credits(bank.orderNo)).toBe(0);
    const rows = await auditOf(bank.orderNo);
    expect(rows.map((row) => [row.action, row.reason, row.operatorName])).toEqual([
      ['deposit.expire', '会员未转账', 'finance'],
    ]);
    expect(rows[0]).toMatchObject({ before: { status: 'waiting' }, after: { status: 'expired' } });
  });

  it("writes the audit row in the confirmation's transaction: a confirmation that fails leaves no row and no credit", async () => {
    const bank = await order(250, player2);
    const before = await balance(player2);
    const input = { orderNo: bank.orderNo, reference: bank.reference, amount: 250, requestId: `fail-${bank.orderNo}` };
    // Storing the decision's answer fails, after the credit and its audit row were written.
    await t.db.query(`alter table operator_requests add constraint test_no_answer check (status_code = 0) not valid`);
    try {
      expect((await consoleCall(t.app, consoleDepositConfirm, input, finance)).envelope.status_code).toBe(6005);
    } finally {
      await t.db.query(`alter table operator_requests drop constraint test_no_answer`);
    }
    expect(await auditOf(bank.orderNo)).toEqual([]);
    expect(await credits(bank.orderNo)).toBe(0);
    expect(await balance(player2)).toBe(before);
    expect((await consoleOk(t.app, consoleDepositConfirm, input, finance)).status).toBe('paid');
    expect((await auditOf(bank.orderNo)).map((row) => row.action)).toEqual(['deposit.confirm']);
    expect(await balance(player2)).toBe(before + 250);
  });
});
