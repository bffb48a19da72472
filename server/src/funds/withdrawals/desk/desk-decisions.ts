import { ResponseCode } from 'shared/contract';
import { consoleWithdrawApprove, consoleWithdrawRefuse, type DeskWithdrawal } from 'shared/contract/console';
import type { Database, Queryable } from '../../../db/database';
import { DomainError } from '../../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../../operators/audit-log';
import { oncePerOperatorRequest } from '../../../wallet/once-per-request';
import { decideWithdrawal } from '../withdrawals';
import { deskView, findDeskRow, type DeskRow } from './desk-orders';

/** What the audit row keeps of an order before and after a decision. */
function snapshot(row: DeskRow): Record<string, unknown> {
  return {
    status: row.status,
    amount: row.amountFen / 100,
    memberId: row.memberId,
    firstApprovedBy: row.firstApprovedBy,
    remark: row.remark,
  };
}

/** The order, locked, still open: 7307 once decided, 6004 when unknown. */
async function openOrder(tx: Queryable, orderNo: string): Promise<DeskRow> {
  const row = await findDeskRow(tx, orderNo, true);
  if (row.status !== 'pending') throw new DomainError(ResponseCode.WITHDRAW_ORDER_CLOSED);
  return row;
}

/**
 * Approves once per request id. Above the four-eyes threshold the first approval only marks the
 * order (status `awaiting_second`); a different finance operator's approval pays it, the same
 * operator's is refused (8009). Every step writes its audit row in the same transaction.
 */
export async function approveWithdrawal(
  db: Database,
  actor: AuditActor,
  input: { orderNo: string; requestId: string },
  fourEyesAboveFen: number,
  now: Date,
): Promise<DeskWithdrawal> {
  const key = {
    operatorId: actor.operatorId,
    requestId: input.requestId,
    path: consoleWithdrawApprove.path,
    body: { orderNo: input.orderNo },
  };
  const { orderNo } = await oncePerOperatorRequest(db, key, now, async (tx) => {
    const row = await openOrder(tx, input.orderNo);
    const target = `withdraw:${row.orderNo}`;
    if (row.amountFen > fourEyesAboveFen) {
      if (row.firstApprovedBy === null) {
        await tx.query(
          `update withdraw_orders set first_approved_by = $2, first_approved_at = $3 where order_no = $1`,
          [row.orderNo, actor.operatorId, now],
        );
        const after = { ...snapshot(row), firstApprovedBy: actor.operatorId };
        await appendAudit(tx, actor, { action: 'withdraw.approve_first', target, before: snapshot(row), after }, now);
        return { orderNo: row.orderNo };
      }
      if (row.firstApprovedBy === actor.operatorId) throw new DomainError(ResponseCode.CONSOLE_SAME_APPROVER);
    }
    await decideWithdrawal(tx, row.orderNo, true, '', now);
    await tx.query(`update withdraw_orders set decided_by = $2 where order_no = $1`, [row.orderNo, actor.operatorId]);
    await appendAudit(
      tx,
      actor,
      { action: 'withdraw.approve', target, before: snapshot(row), after: { ...snapshot(row), status: 'approved' } },
      now,
    );
    return { orderNo: row.orderNo };
  });
  return deskView(db, await findDeskRow(db, orderNo), fourEyesAboveFen);
}

/**
 * Refuses once per request id, with the reason the member will read: the locked money goes back to
 * the centre wallet through the ledger (once: the refund is keyed on the order). Also ends a
 * withdrawal that had its first of two approvals.
 */
export async function refuseWithdrawal(
  db: Database,
  actor: AuditActor,
  input: { orderNo: string; reason: string; requestId: string },
  fourEyesAboveFen: number,
  now: Date,
): Promise<DeskWithdrawal> {
  const key = {
    operatorId: actor.operatorId,
    requestId: input.requestId,
    path: consoleWithdrawRefuse.path,
    body: { orderNo: input.orderNo, reason: input.reason },
  };
  const { orderNo } = await oncePerOperatorRequest(db, key, now, async (tx) => {
    const row = await openOrder(tx, input.orderNo);
    await decideWithdrawal(tx, row.orderNo, false, input.reason, now);
    await tx.query(`update withdraw_orders set decided_by = $2 where order_no = $1`, [row.orderNo, actor.operatorId]);
    const after = { ...snapshot(row), status: 'refused', remark: input.reason };
    await appendAudit(
      tx,
      actor,
      {
        action: 'withdraw.refuse',
        target: `withdraw:${row.orderNo}`,
        before: snapshot(row),
        after,
        reason: input.reason,
      },
      now,
    );
    return { orderNo: row.orderNo };
  });
  return deskView(db, await findDeskRow(db, orderNo), fourEyesAboveFen);
}
