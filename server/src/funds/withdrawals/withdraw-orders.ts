import { randomInt } from 'node:crypto';
import type { PayoutKind, WithdrawOrder, WithdrawStatus } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { beijingDate } from '../../time/beijing';

export interface OrderRow {
  orderNo: string;
  memberId: number;
  accountId: number;
  kind: PayoutKind;
  accountName: string;
  accountMasked: string;
  amountFen: number;
  feeFen: number;
  usdtAmount: string | null;
  rate: string | null;
  status: WithdrawStatus;
  remark: string;
  createdAt: Date;
  reviewedAt: Date | null;
}

export const ORDER_COLUMNS = `order_no as "orderNo", member_id as "memberId", account_id as "accountId", kind,
  account_name as "accountName", account_masked as "accountMasked", amount_fen::int as "amountFen", fee_fen::int as "feeFen",
  usdt_amount::text as "usdtAmount", rate::text as rate, status, remark, created_at as "createdAt", reviewed_at as "reviewedAt"`;

export function orderView(row: OrderRow): WithdrawOrder {
  return {
    orderNo: row.orderNo,
    kind: row.kind,
    accountName: row.accountName,
    accountMasked: row.accountMasked,
    amount: row.amountFen / 100,
    fee: row.feeFen / 100,
    actualAmount: (row.amountFen - row.feeFen) / 100,
    usdtAmount: row.usdtAmount === null ? null : Number(row.usdtAmount),
    rate: row.rate === null ? null : Number(row.rate),
    status: row.status,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt === null ? null : row.reviewedAt.toISOString(),
  };
}

/** W + Beijing date + 10 random digits: unique in practice, and the unique index catches the rest. */
export function newOrderNo(now: Date): string {
  return `W${beijingDate(now).replaceAll('-', '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

export async function orderPage(
  db: Queryable,
  memberId: number,
  query: { pageNum: number; pageSize: number; status?: WithdrawStatus | undefined },
): Promise<{ list: WithdrawOrder[]; total: number }> {
  const status = query.status ?? null;
  const [rows, count] = await Promise.all([
    db.query<OrderRow>(
      `select ${ORDER_COLUMNS} from withdraw_orders where member_id = $1 and ($2::text is null or status = $2)
        order by created_at desc, id desc limit $3 offset $4`,
      [memberId, status, query.pageSize, (query.pageNum - 1) * query.pageSize],
    ),
    db.query<{ total: number }>(
      `select count(*)::int as total from withdraw_orders where member_id = $1 and ($2::text is null or status = $2)`,
      [memberId, status],
    ),
  ]);
  return { list: rows.map(orderView), total: count[0]?.total ?? 0 };
}
