import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAlipayAccount, getBalance, withdrawInfo, withdrawNew, withdrawOrderInfo } from 'shared/contract';
import {
  consoleAuditLog,
  consoleWithdrawApprove,
  consoleWithdrawQueue,
  consoleWithdrawRefuse,
  consoleWithdrawReveal,
} from 'shared/contract/console';
import { md5Hex } from 'shared/crypto';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let member: string;
let finance: string;
let finance2: string;
let admin: string;
let memberId: number;
let cardId: number;

const PASSWORD = md5Hex('135790');

beforeAll(async () => {
  t = await createTestApp({ testMode: true, console: { fourEyesAboveFen: 500_00 } });
  member = await t.loginAs('demo888', 'demo1234');
  const [a, b, c] = await Promise.all(
    ['finance', 'finance2', 'admin'].map((name) => consoleLoginAs(t.app, name, new Date())),
  );
  [finance, finance2, admin] = [a!, b!, c!];
  memberId = (await t.db.query<{ id: number }>(`select id from members where username = 'demo888'`))[0]!.id;
  cardId = (await t.ok(withdrawInfo, {}, { token: member })).accounts.find((a) => a.masked === '**** 6688')!.id;
});
afterAll(async () => {
  await t.close();
});

const withdraw = async (amount: number, accountId = cardId) =>
  (await t.ok(withdrawNew, { accountId, amount, password: PASSWORD }, { token: member })).orderNo;
const balance = () => t.ok(getBalance, { withLockMoney: true }, { token: member });
const status = async (call: Promise<{ envelope: { status_code: number } }>): Promise<number> =>
  (await call).envelope.status_code;

async function auditOf(orderNo: string) {
  return (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 50, target: `withdraw:${orderNo}` }, admin))
    .list;
}

async function count(sql: string, params: (string | number)[]): Promise<number> {
  return (await t.db.query<{ n: number }>(sql, params))[0]!.n;
}

describe('the withdrawals desk', () => {
  it('lists the queue with the member, masked account, turnover, risk hints and the threshold', async () => {
    const orderNo = await withdraw(100);
    const page = await consoleOk(t.app, consoleWithdrawQueue, { pageNum: 1, pageSize: 50 }, finance);
    expect(page.fourEyesAbove).toBe(500);
    expect(page.list.find((row) => row.orderNo === orderNo)).toMatchObject({
      memberName: 'demo888',
      accountMasked: '**** 6688',
      amount: 100,
      status: 'pending',
      needsTwoApprovals: false,
      turnover: { remaining: 0 },
    });
    // This test's login is a device first seen today.
    expect(page.list.find((row) => row.orderNo === orderNo)?.risks.map((risk) => risk.kind)).toContain('new_device');
  });

  it('pays a withdrawal at or below the threshold on one approval', async () => {
    const orderNo = await withdraw(500);
    const before = await balance();
    const paid = await consoleOk(t.app, consoleWithdrawApprove, { orderNo, requestId: `one-${orderNo}` }, finance);
    expect(paid).toMatchObject({ status: 'approved', decidedBy: { operatorName: 'finance' } });
    expect((await balance()).lockMoney).toBe(before.lockMoney - 500);
    expect((await auditOf(orderNo)).map((row) => row.action)).toEqual(['withdraw.approve']);
  });

  it('needs a second, different finance operator above the threshold', async () => {
    const orderNo = await withdraw(600);
    const before = await balance();
    const first = await consoleOk(t.app, consoleWithdrawApprove, { orderNo, requestId: `first-${orderNo}` }, finance);
    expect(first).toMatchObject({
      status: 'awaiting_second',
      needsTwoApprovals: true,
      firstApproval: { operatorName: 'finance' },
    });
    // The same request id again answers the first outcome; a new one from the same operator is refused.
    expect(
      (await consoleOk(t.app, consoleWithdrawApprove, { orderNo, requestId: `first-${orderNo}` }, finance)).status,
    ).toBe('awaiting_second');
    const again = await consoleCall(t.app, consoleWithdrawApprove, { orderNo, requestId: `again-${orderNo}` }, finance);
    expect([again.envelope.status_code, again.envelope.message]).toEqual([8009, '四眼复核须由另一名财务人员完成']);
    expect((await balance()).lockMoney).toBe(before.lockMoney);
    const awaiting = await consoleOk(
      t.app,
      consoleWithdrawQueue,
      { pageNum: 1, pageSize: 50, status: 'awaiting_second' },
      finance,
    );
    expect(awaiting.list.map((row) => row.orderNo)).toContain(orderNo);

    const second = await consoleOk(
      t.app,
      consoleWithdrawApprove,
      { orderNo, requestId: `second-${orderNo}` },
      finance2,
    );
    expect(second).toMatchObject({
      status: 'approved',
      firstApproval: { operatorName: 'finance' },
      decidedBy: { operatorName: 'finance2' },
    });
    expect((await balance()).lockMoney).toBe(before.lockMoney - 600);
    expect(
      (await t.ok(withdrawOrderInfo, { pageNum: 1, pageSize: 20 }, { token: member })).list.find(
        (o) => o.orderNo === orderNo,
      )?.status,
    ).toBe('approved');
    const rows = await auditOf(orderNo);
    expect(rows.map((row) => [row.action, row.operatorName])).toEqual([
      ['withdraw.approve', 'finance2'],
      ['withdraw.approve_first', 'finance'],
    ]);
  });

  it('refunds a refusal exactly once, whatever repeats', async () => {
    const orderNo = await withdraw(700);
    const before = await balance();
    const refunds = () =>
      count(
        `select count(*)::int as n from ledger where member_id = $1 and kind = 'withdraw_refund' and remark like $2`,
        [memberId, `%${orderNo}`],
      );
    // A first approval does not stop a refusal.
    await consoleOk(t.app, consoleWithdrawApprove, { orderNo, requestId: `first-${orderNo}` }, finance);
    const input = { orderNo, reason: '收款账户信息有误', requestId: `refuse-${orderNo}` };
    const answers = await Promise.all([1, 2, 3].map(() => consoleCall(t.app, consoleWithdrawRefuse, input, finance2)));
    expect(answers.map((a) => a.envelope.status_code)).toEqual([6000, 6000, 6000]);
    expect(await consoleOk(t.app, consoleWithdrawRefuse, input, finance2)).toMatchObject({
      status: 'refused',
      remark: '收款账户信息有误',
    });
    expect(
      await status(
        consoleCall(t.app, consoleWithdrawRefuse, { ...input, requestId: `refuse-again-${orderNo}` }, finance),
      ),
    ).toBe(7307);
    expect(
      await status(consoleCall(t.app, consoleWithdrawApprove, { orderNo, requestId: `late-${orderNo}` }, finance2)),
    ).toBe(7307);
    expect(await refunds()).toBe(1);
    expect(await balance()).toMatchObject({
      centerWalletBalance: before.centerWalletBalance + 700,
      lockMoney: before.lockMoney - 700,
    });
    const refusal = (await auditOf(orderNo)).find((row) => row.action === 'withdraw.refuse');
    expect(refusal).toMatchObject({
      operatorName: 'finance2',
      reason: '收款账户信息有误',
      before: { status: 'pending' },
      after: { status: 'refused' },
    });
    // A reason is required.
    const blank = await consoleCall(
      t.app,
      consoleWithdrawRefuse,
      { orderNo: await withdraw(100), reason: ' ', requestId: 'refuse-blank' },
      finance,
    );
    expect([blank.envelope.status_code, blank.envelope.message]).toEqual([6007, '请填写拒绝原因']);
  });

  it("writes the audit row in the action's transaction: an action that fails leaves none", async () => {
    const orderNo = await withdraw(100);
    const auditRows = () =>
      count(`select count(*)::int as n from audit_log where target = $1`, [`withdraw:${orderNo}`]);
    // Storing the decision's answer fails, after the refund and its audit row were written.
    await t.db.query(`alter table operator_requests add constraint test_no_answer check (status_code = 0) not valid`);
    try {
      expect(
        await status(
          consoleCall(
            t.app,
            consoleWithdrawRefuse,
            { orderNo, reason: '测试失败回滚', requestId: `fail-${orderNo}` },
            finance,
          ),
        ),
      ).toBe(6005);
    } finally {
      await t.db.query(`alter table operator_requests drop constraint test_no_answer`);
    }
    expect(await auditRows()).toBe(0);
    expect(
      (await consoleOk(t.app, consoleWithdrawQueue, { pageNum: 1, pageSize: 5, search: orderNo }, finance)).list[0]
        ?.status,
    ).toBe('pending');
    await consoleOk(
      t.app,
      consoleWithdrawRefuse,
      { orderNo, reason: '测试失败回滚', requestId: `fail-${orderNo}` },
      finance,
    );
    expect(await auditRows()).toBe(1);
    await expect(t.db.query(`delete from audit_log where target = $1`, [`withdraw:${orderNo}`])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      t.db.query(`update audit_log set reason = '' where target = $1`, [`withdraw:${orderNo}`]),
    ).rejects.toThrow(/append-only/);
  });

  it('reveals the whole payout account to finance, audited', async () => {
    const account = await t.ok(addAlipayAccount, { account: 'payee.demo@example.com' }, { token: member });
    const orderNo = await withdraw(100, account.id);
    const revealed = await consoleOk(t.app, consoleWithdrawReveal, { orderNo }, finance);
    expect(revealed).toMatchObject({ accountNo: 'payee.demo@example.com', accountName: '张三' });
    expect((await auditOf(orderNo)).map((row) => [row.action, row.operatorName])).toEqual([
      ['withdraw.reveal', 'finance'],
    ]);
    // The seeded card was bound before whole numbers were kept.
    expect(await status(consoleCall(t.app, consoleWithdrawReveal, { orderNo: await withdraw(100) }, finance))).toBe(
      6004,
    );
  });
});
