import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, queryDealRecord } from 'shared/contract';
import {
  consoleAdjustApprove,
  consoleAdjustCreate,
  consoleAdjustList,
  consoleAdjustMember,
  consoleAdjustRefuse,
  consoleAuditLog,
} from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let member: string;
let finance: string;
let finance2: string;
let admin: string;
let support: string;
let memberId: number;

beforeAll(async () => {
  // Adjustments above 1,000.00 yuan need two operators.
  t = await createTestApp({ testMode: true, console: { adjustFourEyesAboveFen: 1_000_00 } });
  member = await t.loginAs('demo888', 'demo1234');
  const [a, b, c, d] = await Promise.all(
    ['finance', 'finance2', 'admin', 'support'].map((name) => consoleLoginAs(t.app, name, new Date())),
  );
  [finance, finance2, admin, support] = [a!, b!, c!, d!];
  memberId = (await t.db.query<{ id: number }>(`select id from members where username = 'demo888'`))[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const centre = async () => (await t.ok(getBalance, { withLockMoney: true }, { token: member })).centerWalletBalance;
const status = async (call: Promise<{ envelope: { status_code: number } }>): Promise<number> =>
  (await call).envelope.status_code;
const adjustRows = async () =>
  (
    await t.db.query<{ n: number }>(`select count(*)::int as n from ledger where member_id = $1 and kind = 'adjust'`, [
      memberId,
    ])
  )[0]!.n;
let seq = 0;
const input = (direction: 'credit' | 'debit', amount: number, requestId = `adjust-request-${++seq}`) =>
  ({ member: 'demo888', direction, amount, category: 'compensation', reason: '系统故障补偿', requestId }) as const;
const auditOf = async (adjustNo: string) =>
  (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 50, target: `adjust:${adjustNo}` }, admin)).list.map(
    (row) => [row.action, row.operatorName],
  );

describe('manual adjustments', () => {
  it('credits and debits at or below the threshold at once, as ledger rows the member sees', async () => {
    const before = await centre();
    expect(await consoleOk(t.app, consoleAdjustMember, { member: String(memberId) }, finance)).toEqual({
      memberId,
      memberName: 'demo888',
      balance: before,
    });
    const credit = await consoleOk(
      t.app,
      consoleAdjustCreate,
      { ...input('credit', 1000), category: 'promo_reissue' },
      finance,
    );
    expect(credit).toMatchObject({
      status: 'applied',
      needsTwoApprovals: false,
      amount: 1000,
      balanceAfter: before + 1000,
      decidedBy: { operatorName: 'finance' },
    });
    const debit = await consoleOk(
      t.app,
      consoleAdjustCreate,
      { ...input('debit', 250.5), member: String(memberId) },
      finance,
    );
    expect(debit).toMatchObject({ status: 'applied', direction: 'debit', balanceAfter: before + 749.5 });
    expect(await centre()).toBe(before + 749.5);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const records = await t.ok(
      queryDealRecord,
      { type: 'other', beginTime: today, endTime: today, pageNum: 1, pageSize: 10 },
      { token: member },
    );
    expect(records.list.slice(0, 2).map((row) => [row.kind, row.amount, row.remark])).toEqual([
      ['adjust', -250.5, '系统补偿'],
      ['adjust', 1000, '活动补发'],
    ]);
    expect(await auditOf(credit.adjustNo)).toEqual([['adjust.apply', 'finance']]);
  });

  it('waits above the threshold for a second, different finance operator, auditing each step', async () => {
    const before = await centre();
    const asked = await consoleOk(t.app, consoleAdjustCreate, input('credit', 1500), finance);
    expect(asked).toMatchObject({
      status: 'pending',
      needsTwoApprovals: true,
      requestedBy: { operatorName: 'finance' },
      decidedBy: null,
      balanceAfter: null,
    });
    expect(await centre()).toBe(before);
    const pending = await consoleOk(t.app, consoleAdjustList, { pageNum: 1, pageSize: 50, status: 'pending' }, admin);
    expect(pending.fourEyesAbove).toBe(1000);
    expect(pending.list.map((row) => row.adjustNo)).toContain(asked.adjustNo);

    const same = await consoleCall(
      t.app,
      consoleAdjustApprove,
      { adjustNo: asked.adjustNo, requestId: `same-${asked.adjustNo}` },
      finance,
    );
    expect([same.envelope.status_code, same.envelope.message]).toEqual([8009, '四眼复核须由另一名财务人员完成']);
    expect(await centre()).toBe(before);

    const approved = await consoleOk(
      t.app,
      consoleAdjustApprove,
      { adjustNo: asked.adjustNo, requestId: `second-${asked.adjustNo}` },
      finance2,
    );
    expect(approved).toMatchObject({
      status: 'applied',
      decidedBy: { operatorName: 'finance2' },
      balanceAfter: before + 1500,
    });
    expect(await centre()).toBe(before + 1500);
    expect(
      await status(
        consoleCall(
          t.app,
          consoleAdjustRefuse,
          { adjustNo: asked.adjustNo, reason: '太晚了', requestId: `late-${asked.adjustNo}` },
          finance2,
        ),
      ),
    ).toBe(8041);
    expect(await auditOf(asked.adjustNo)).toEqual([
      ['adjust.apply', 'finance2'],
      ['adjust.request', 'finance'],
    ]);

    const refused = await consoleOk(t.app, consoleAdjustCreate, input('credit', 2000), finance);
    const answer = await consoleOk(
      t.app,
      consoleAdjustRefuse,
      { adjustNo: refused.adjustNo, reason: '金额有误', requestId: `refuse-${refused.adjustNo}` },
      finance2,
    );
    expect(answer).toMatchObject({ status: 'refused', decisionReason: '金额有误', balanceAfter: null });
    expect(await centre()).toBe(before + 1500);
    const audit = await consoleOk(
      t.app,
      consoleAuditLog,
      { pageNum: 1, pageSize: 5, target: `adjust:${refused.adjustNo}` },
      admin,
    );
    expect(audit.list[0]).toMatchObject({
      action: 'adjust.refuse',
      reason: '金额有误',
      before: { status: 'pending' },
      after: { status: 'refused' },
    });
  });

  it('never takes the wallet below zero, even with debits racing each other', async () => {
    // Down to 300.00 with a two-operator debit, then five debits of 100.00 at once.
    const start = await centre();
    const drain = await consoleOk(t.app, consoleAdjustCreate, input('debit', start - 300), finance);
    await consoleOk(
      t.app,
      consoleAdjustApprove,
      { adjustNo: drain.adjustNo, requestId: `drain-${drain.adjustNo}` },
      finance2,
    );
    expect(await centre()).toBe(300);

    const beyond = await consoleCall(t.app, consoleAdjustCreate, input('debit', 300.01), finance);
    expect([beyond.envelope.status_code, beyond.envelope.message]).toEqual([
      8040,
      '会员中心钱包余额不足，调整后余额不能低于0',
    ]);
    const rowsBefore = await adjustRows();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        consoleCall(
          t.app,
          consoleAdjustCreate,
          input('debit', 100, `race-debit-${i}`),
          i % 2 === 0 ? finance : finance2,
        ),
      ),
    );
    expect(answers.map((a) => a.envelope.status_code).sort()).toEqual([6000, 6000, 6000, 8040, 8040]);
    expect(await centre()).toBe(0);
    expect(await adjustRows()).toBe(rowsBefore + 3);

    // A pending debit whose money went meanwhile is refused at approval, and stays pending.
    await consoleOk(t.app, consoleAdjustCreate, input('credit', 1000), finance);
    await consoleOk(t.app, consoleAdjustCreate, input('credit', 1000), finance);
    const late = await consoleOk(t.app, consoleAdjustCreate, input('debit', 1500), finance);
    await consoleOk(t.app, consoleAdjustCreate, input('debit', 1000), finance);
    expect(
      await status(
        consoleCall(
          t.app,
          consoleAdjustApprove,
          { adjustNo: late.adjustNo, requestId: `late-${late.adjustNo}` },
          finance2,
        ),
      ),
    ).toBe(8040);
    const list = await consoleOk(t.app, consoleAdjustList, { pageNum: 1, pageSize: 50, status: 'pending' }, finance);
    expect(list.list.find((row) => row.adjustNo === late.adjustNo)?.status).toBe('pending');
    expect(await centre()).toBe(1000);
  });

  it('applies a request id once, and refuses it for another body', async () => {
    const before = await centre();
    const body = input('credit', 10, 'once-only');
    const answers = await Promise.all([1, 2, 3].map(() => consoleCall(t.app, consoleAdjustCreate, body, finance)));
    expect(answers.map((a) => a.envelope.status_code)).toEqual([6000, 6000, 6000]);
    const numbers = new Set(answers.map((a) => (a.envelope.data as { adjustNo: string }).adjustNo));
    expect(numbers.size).toBe(1);
    expect(await centre()).toBe(before + 10);
    expect(await status(consoleCall(t.app, consoleAdjustCreate, { ...body, amount: 20 }, finance))).toBe(7601);
    expect(await centre()).toBe(before + 10);
  });

  it('is for finance only: other roles and member tokens are refused, bad input is explained', async () => {
    expect(await status(consoleCall(t.app, consoleAdjustCreate, input('credit', 10), admin))).toBe(8002);
    expect(await status(consoleCall(t.app, consoleAdjustCreate, input('credit', 10), support))).toBe(8002);
    expect(
      await status(consoleCall(t.app, consoleAdjustList, { pageNum: 1, pageSize: 10, status: 'pending' }, support)),
    ).toBe(8002);
    expect(await status(consoleCall(t.app, consoleAdjustCreate, input('credit', 10), member))).toBe(8001);
    const unknown = await consoleCall(
      t.app,
      consoleAdjustCreate,
      { ...input('credit', 10), member: 'nobody_here' },
      finance,
    );
    expect([unknown.envelope.status_code, unknown.envelope.message]).toEqual([6004, '会员不存在，请检查账号或ID']);
    const noReason = await consoleCall(t.app, consoleAdjustCreate, { ...input('credit', 10), reason: ' ' }, finance);
    expect([noReason.envelope.status_code, noReason.envelope.message]).toEqual([6007, '请填写调整原因（至少2个字）']);
  });
});
