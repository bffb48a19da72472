import { ResponseCode } from 'shared/contract';
import type { AdjustCategory, AdjustDirection, Adjustment, AdjustStatus } from 'shared/contract/console';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { fenToYuan } from '../../wallet/money';

export interface AdjustmentRow {
  adjustNo: string;
  memberId: number;
  memberName: string;
  direction: AdjustDirection;
  amountFen: number;
  category: AdjustCategory;
  reason: string;
  needsTwo: boolean;
  status: AdjustStatus;
  requestedBy: number;
  requesterName: string;
  requestedAt: Date;
  decidedBy: number | null;
  deciderName: string | null;
  decidedAt: Date | null;
  decisionReason: string;
  balanceAfterFen: number | null;
}

const COLUMNS = `a.adjust_no as "adjustNo", a.member_id as "memberId", m.username as "memberName", a.direction,
  a.amount_fen::int as "amountFen", a.category, a.reason, a.needs_two as "needsTwo", a.status,
  a.requested_by as "requestedBy", r.name as "requesterName", a.requested_at as "requestedAt",
  a.decided_by as "decidedBy", d.name as "deciderName", a.decided_at as "decidedAt",
  a.decision_reason as "decisionReason", a.balance_after_fen::int as "balanceAfterFen"`;

const FROM = `manual_adjustments a join members m on m.id = a.member_id
  join operators r on r.id = a.requested_by left join operators d on d.id = a.decided_by`;

/** One adjustment; `forUpdate` locks it for the caller's transaction. 6004 when unknown. */
export async function findAdjustment(db: Queryable, adjustNo: string, forUpdate = false): Promise<AdjustmentRow> {
  const rows = await db.query<AdjustmentRow>(
    `select ${COLUMNS} from ${FROM} where a.adjust_no = $1${forUpdate ? ' for update of a' : ''}`,
    [adjustNo],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.NOT_FOUND, '调整单不存在');
  return row;
}

export type AdjustFilter = AdjustStatus | 'all';

/** Pending ones oldest first (the queue), the others newest first. */
export async function adjustmentPage(
  db: Queryable,
  query: { status: AdjustFilter; pageNum: number; pageSize: number },
): Promise<{ rows: AdjustmentRow[]; total: number }> {
  const where = `where ($1::text = 'all' or a.status = $1)`;
  const order =
    query.status === 'pending' ? 'a.requested_at, a.id' : 'coalesce(a.decided_at, a.requested_at) desc, a.id desc';
  const [rows, count] = await Promise.all([
    db.query<AdjustmentRow>(`select ${COLUMNS} from ${FROM} ${where} order by ${order} limit $2 offset $3`, [
      query.status,
      query.pageSize,
      (query.pageNum - 1) * query.pageSize,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total from manual_adjustments a ${where}`, [query.status]),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}

export function adjustmentView(row: AdjustmentRow): Adjustment {
  return {
    adjustNo: row.adjustNo,
    memberId: row.memberId,
    memberName: row.memberName,
    direction: row.direction,
    amount: fenToYuan(row.amountFen),
    category: row.category,
    reason: row.reason,
    status: row.status,
    needsTwoApprovals: row.needsTwo,
    requestedBy: { operatorId: row.requestedBy, operatorName: row.requesterName, at: row.requestedAt.toISOString() },
    decidedBy:
      row.decidedBy === null || row.decidedAt === null
        ? null
        : { operatorId: row.decidedBy, operatorName: row.deciderName ?? '', at: row.decidedAt.toISOString() },
    decisionReason: row.decisionReason,
    balanceAfter: row.balanceAfterFen === null ? null : fenToYuan(row.balanceAfterFen),
  };
}

/** What the audit row keeps of an adjustment before and after a step. */
export function adjustmentSnapshot(row: AdjustmentRow): Record<string, unknown> {
  return {
    status: row.status,
    memberId: row.memberId,
    direction: row.direction,
    amount: fenToYuan(row.amountFen),
    category: row.category,
    requestedBy: row.requestedBy,
    balanceAfter: row.balanceAfterFen === null ? null : fenToYuan(row.balanceAfterFen),
  };
}
