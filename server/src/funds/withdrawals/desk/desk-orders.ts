import type { DeskWithdrawal } from 'shared/contract/console';
import type { PayoutKind, WithdrawStatus } from 'shared/contract';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../domain/domain-error';
import { ResponseCode } from 'shared/contract';
import { fenToYuan } from '../../../wallet/money';
import { turnoverOf } from '../turnover';
import { riskHintsOf } from './risk-hints';

export interface DeskRow {
  orderNo: string;
  memberId: number;
  memberName: string;
  accountId: number;
  kind: PayoutKind;
  accountName: string;
  accountMasked: string;
  amountFen: number;
  feeFen: number;
  usdtAmount: string | null;
  status: WithdrawStatus;
  remark: string;
  createdAt: Date;
  reviewedAt: Date | null;
  firstApprovedBy: number | null;
  firstApproverName: string | null;
  firstApprovedAt: Date | null;
  decidedBy: number | null;
  deciderName: string | null;
}

const DESK_COLUMNS = `w.order_no as "orderNo", w.member_id as "memberId", m.username as "memberName", w.account_id as "accountId", w.kind,
  w.account_name as "accountName", w.account_masked as "accountMasked", w.amount_fen::int as "amountFen", w.fee_fen::int as "feeFen",
  w.usdt_amount::text as "usdtAmount", w.status, w.remark, w.created_at as "createdAt", w.reviewed_at as "reviewedAt",
  w.first_approved_by as "firstApprovedBy", fa.name as "firstApproverName", w.first_approved_at as "firstApprovedAt",
  w.decided_by as "decidedBy", d.name as "deciderName"`;

const DESK_FROM = `withdraw_orders w join members m on m.id = w.member_id
  left join operators fa on fa.id = w.first_approved_by left join operators d on d.id = w.decided_by`;

export type DeskFilter = 'open' | 'pending' | 'awaiting_second' | 'approved' | 'refused';

const FILTERS: Record<DeskFilter, string> = {
  open: `w.status = 'pending'`,
  pending: `w.status = 'pending' and w.first_approved_by is null`,
  awaiting_second: `w.status = 'pending' and w.first_approved_by is not null`,
  approved: `w.status = 'approved'`,
  refused: `w.status = 'refused'`,
};

/** Open orders oldest first (the queue), decided ones newest first. */
export async function deskPage(
  db: Queryable,
  query: { status: DeskFilter; search?: string | undefined; pageNum: number; pageSize: number },
): Promise<{ rows: DeskRow[]; total: number }> {
  const search = query.search === undefined || query.search.trim() === '' ? null : query.search.trim();
  const where = `${FILTERS[query.status]} and ($1::text is null or lower(m.username) = lower($1) or w.order_no = $1)`;
  const order =
    query.status === 'approved' || query.status === 'refused' ? 'w.reviewed_at desc, w.id desc' : 'w.created_at, w.id';
  const [rows, count] = await Promise.all([
    db.query<DeskRow>(`select ${DESK_COLUMNS} from ${DESK_FROM} where ${where} order by ${order} limit $2 offset $3`, [
      search,
      query.pageSize,
      (query.pageNum - 1) * query.pageSize,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total from ${DESK_FROM} where ${where}`, [search]),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}

/** One order as the desk reads it; `forUpdate` locks it for the caller's transaction. 6004 when unknown. */
export async function findDeskRow(db: Queryable, orderNo: string, forUpdate = false): Promise<DeskRow> {
  const rows = await db.query<DeskRow>(
    `select ${DESK_COLUMNS} from ${DESK_FROM} where w.order_no = $1${forUpdate ? ' for update of w' : ''}`,
    [orderNo],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '提款订单不存在');
  return row;
}

function mark(id: number | null, name: string | null, at: Date | null): DeskWithdrawal['firstApproval'] {
  return id === null || at === null ? null : { operatorId: id, operatorName: name ?? '', at: at.toISOString() };
}

/** The desk's view of a row: with the member's turnover and the risk hints, read now. */
export async function deskView(db: Queryable, row: DeskRow, fourEyesAboveFen: number): Promise<DeskWithdrawal> {
  const [turnover, risks] = await Promise.all([turnoverOf(db, row.memberId), riskHintsOf(db, row)]);
  const awaitingSecond = row.status === 'pending' && row.firstApprovedBy !== null;
  return {
    orderNo: row.orderNo,
    memberId: row.memberId,
    memberName: row.memberName,
    kind: row.kind,
    accountName: row.accountName,
    accountMasked: row.accountMasked,
    amount: fenToYuan(row.amountFen),
    fee: fenToYuan(row.feeFen),
    actualAmount: fenToYuan(row.amountFen - row.feeFen),
    usdtAmount: row.usdtAmount === null ? null : Number(row.usdtAmount),
    status: awaitingSecond ? 'awaiting_second' : row.status,
    createdAt: row.createdAt.toISOString(),
    needsTwoApprovals: row.amountFen > fourEyesAboveFen,
    firstApproval: mark(row.firstApprovedBy, row.firstApproverName, row.firstApprovedAt),
    decidedBy: mark(row.decidedBy, row.deciderName, row.reviewedAt),
    remark: row.remark,
    turnover: {
      required: fenToYuan(turnover.requiredFen),
      done: fenToYuan(turnover.doneFen),
      remaining: fenToYuan(turnover.remainingFen),
    },
    risks,
  };
}
