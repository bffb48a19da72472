import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryDealRecord, venueTransfer, type RequestOf } from 'shared/contract';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { beijingDate } from '../../time/beijing';

let t: TestApp;
let token: string;
let memberId: number;
const today = beijingDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('transfer01', 'trans1234');
  memberId = (await t.db.query<{ id: number }>(`select id from members where username = 'transfer01'`))[0]?.id ?? 0;
  // Four transfers into a venue: eight transfer rows beside the opening balance, two pages of five.
  for (let i = 0; i < 4; i += 1) {
    await t.ok(
      venueTransfer,
      { channelCode: 'AGZR', amount: '100', ty: '1', isActivity: false },
      { token, requestId: randomUUID() },
    );
  }
});
afterAll(async () => {
  await t.close();
});

async function ledgerCount(id = memberId): Promise<number> {
  return (
    (await t.db.query<{ n: number }>('select count(*)::int as n from ledger where member_id = $1', [id]))[0]?.n ?? 0
  );
}
describe('transactions/queryDealRecord', () => {
  const query = (body: Partial<RequestOf<typeof queryDealRecord>>, who = token) =>
    t.call(
      queryDealRecord,
      { type: 'all', beginTime: today, endTime: today, pageNum: 1, pageSize: 10, ...body },
      { token: who },
    );

  it("lists the member's ledger rows newest first with totals and pages", async () => {
    const all = await t.ok(
      queryDealRecord,
      { type: 'all', beginTime: today, endTime: today, pageNum: 1, pageSize: 100 },
      { token },
    );
    expect(all.total).toBe(await ledgerCount());
    const ids = all.list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const transfers = await t.ok(
      queryDealRecord,
      { type: 'transfer', beginTime: today, endTime: today, pageNum: 1, pageSize: 5 },
      { token },
    );
    expect(transfers.list).toHaveLength(5);
    expect(transfers.list.every((r) => r.type === 'transfer')).toBe(true);
    expect(transfers.total).toBe(all.total - 1);
    // Transfers net out across wallets: what left one wallet arrived in another.
    expect(transfers.totalIncome).toBe(transfers.totalExpense);
    const page2 = await t.ok(
      queryDealRecord,
      { type: 'transfer', beginTime: today, endTime: today, pageNum: 2, pageSize: 5 },
      { token },
    );
    expect(page2.list[0]?.id).toBeLessThan(transfers.list[4]?.id ?? 0);
    const opening = await t.ok(
      queryDealRecord,
      { type: 'other', beginTime: today, endTime: today, pageNum: 1, pageSize: 10 },
      { token },
    );
    expect(opening.list).toEqual([
      expect.objectContaining({ kind: 'opening', amount: 10000, walletName: '中心钱包', channelCode: null }),
    ]);
    expect(all.list.find((r) => r.channelCode === 'AGZR')).toMatchObject({ walletName: 'AG真人' });
  });

  it('shows a member only their own rows', async () => {
    const other = await t.loginAs('transfer03', 'trans1234');
    const theirs = await t.ok(
      queryDealRecord,
      { type: 'all', beginTime: today, endTime: today, pageNum: 1, pageSize: 100 },
      { token: other },
    );
    const mine = await t.ok(
      queryDealRecord,
      { type: 'all', beginTime: today, endTime: today, pageNum: 1, pageSize: 100 },
      { token },
    );
    expect(theirs.total).toBeGreaterThan(0);
    const mineIds = new Set(mine.list.map((r) => r.id));
    expect(theirs.list.some((r) => mineIds.has(r.id))).toBe(false);
  });

  it('is empty for days without rows and for types the member never had', async () => {
    expect((await query({ beginTime: '2024-01-01', endTime: '2024-01-31' })).envelope.data).toMatchObject({
      list: [],
      total: 0,
      totalIncome: 0,
      totalExpense: 0,
    });
    expect((await query({ type: 'deposit' })).envelope.data).toMatchObject({ list: [], total: 0 });
  });

  it('refuses a reversed or too long range with 6007', async () => {
    expect((await query({ beginTime: '2025-02-01', endTime: '2025-01-01' })).envelope).toMatchObject({
      status_code: 6007,
      message: '开始日期不能晚于结束日期',
    });
    expect((await query({ beginTime: '2024-01-01', endTime: '2025-01-01' })).envelope).toMatchObject({
      status_code: 6007,
      message: '查询范围最长90天',
    });
  });
});
