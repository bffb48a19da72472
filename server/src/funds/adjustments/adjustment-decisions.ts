import { ResponseCode } from 'shared/contract';
import {
  ADJUST_CATEGORY_LABELS,
  consoleAdjustApprove,
  consoleAdjustCreate,
  consoleAdjustRefuse,
  type AdjustCategory,
  type AdjustDirection,
  type Adjustment,
} from 'shared/contract/console';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { applyBalanceChange, InsufficientFundsError } from '../../wallet/ledger';
import { yuanToFen } from '../../wallet/money';
import { oncePerOperatorRequest } from '../../wallet/once-per-request';
import { adjustmentSnapshot, adjustmentView, findAdjustment, type AdjustmentRow } from './adjustment-rows';
import { findAdjustMember } from './adjust-member';

export interface AdjustRequest {
  member: string;
  direction: AdjustDirection;
  amount: number;
  category: AdjustCategory;
  reason: string;
  requestId: string;
}

function belowZero(): DomainError {
  return new DomainError(ResponseCode.ADJUST_BELOW_ZERO);
}

/** The centre wallet, its row locked until the transaction ends: 0 when the member has none yet. */
async function lockedBalanceFen(tx: Queryable, memberId: number): Promise<number> {
  const rows = await tx.query<{ balance: number }>(
    `select balance_fen::int as balance from wallets where member_id = $1 for update`,
    [memberId],
  );
  return rows[0]?.balance ?? 0;
}

/**
 * Writes the adjustment's ledger row and marks it applied. The balance is read under the wallet's
 * row lock, so two debits racing each other see one another's result and neither takes the wallet
 * below zero (8040); the ledger's conditional debit would refuse it too.
 */
async function applyAdjustment(tx: Queryable, row: AdjustmentRow, actor: AuditActor, now: Date): Promise<void> {
  const balance = await lockedBalanceFen(tx, row.memberId);
  if (row.direction === 'debit' && balance < row.amountFen) throw belowZero();
  let after: number;
  try {
    after = await applyBalanceChange(
      tx,
      {
        memberId: row.memberId,
        venueId: null,
        kind: 'adjust',
        amountFen: row.direction === 'credit' ? row.amountFen : -row.amountFen,
        requestId: `adjust:${row.adjustNo}`,
        remark: ADJUST_CATEGORY_LABELS[row.category],
      },
      now,
    );
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw belowZero();
    throw error;
  }
  await tx.query(
    `update manual_adjustments set status = 'applied', decided_by = $2, decided_at = $3, balance_after_fen = $4 where adjust_no = $1`,
    [row.adjustNo, actor.operatorId, now, after],
  );
  const applied = await findAdjustment(tx, row.adjustNo);
  await appendAudit(
    tx,
    actor,
    {
      action: 'adjust.apply',
      target: `adjust:${row.adjustNo}`,
      before: adjustmentSnapshot(row),
      after: adjustmentSnapshot(applied),
      reason: row.reason,
    },
    now,
  );
}

/**
 * Requests an adjustment once per request id. At or below the threshold it applies at once; above
 * it, it waits as pending for a second finance operator. A debit the wallet cannot cover is refused
 * up front (8040), and again at approval if the balance fell meanwhile.
 */
export async function requestAdjustment(
  db: Database,
  actor: AuditActor,
  input: AdjustRequest,
  fourEyesAboveFen: number,
  now: Date,
): Promise<Adjustment> {
  const { requestId, ...body } = input;
  const key = { operatorId: actor.operatorId, requestId, path: consoleAdjustCreate.path, body };
  const { adjustNo } = await oncePerOperatorRequest(db, key, now, async (tx) => {
    const member = await findAdjustMember(tx, input.member);
    const amountFen = yuanToFen(input.amount);
    if (input.direction === 'debit' && (await lockedBalanceFen(tx, member.memberId)) < amountFen) throw belowZero();
    const needsTwo = amountFen > fourEyesAboveFen;
    const inserted = await tx.query<{ adjustNo: string }>(
      `insert into manual_adjustments (member_id, direction, amount_fen, category, reason, needs_two, status, requested_by, requested_at)
       values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8) returning adjust_no as "adjustNo"`,
      [member.memberId, input.direction, amountFen, input.category, input.reason, needsTwo, actor.operatorId, now],
    );
    const row = await findAdjustment(tx, inserted[0]?.adjustNo ?? '', true);
    if (needsTwo) {
      await appendAudit(
        tx,
        actor,
        {
          action: 'adjust.request',
          target: `adjust:${row.adjustNo}`,
          after: adjustmentSnapshot(row),
          reason: input.reason,
        },
        now,
      );
    } else {
      await applyAdjustment(tx, row, actor, now);
    }
    return { adjustNo: row.adjustNo };
  });
  return adjustmentView(await findAdjustment(db, adjustNo));
}

/** The adjustment, locked, still pending: 8041 once decided, 6004 when unknown. */
async function pendingAdjustment(tx: Queryable, adjustNo: string): Promise<AdjustmentRow> {
  const row = await findAdjustment(tx, adjustNo, true);
  if (row.status !== 'pending') throw new DomainError(ResponseCode.ADJUST_CLOSED);
  return row;
}

/** The second approval of a pending adjustment: a different finance operator (8009 for the requester) applies it. */
export async function approveAdjustment(
  db: Database,
  actor: AuditActor,
  input: { adjustNo: string; requestId: string },
  now: Date,
): Promise<Adjustment> {
  const key = {
    operatorId: actor.operatorId,
    requestId: input.requestId,
    path: consoleAdjustApprove.path,
    body: { adjustNo: input.adjustNo },
  };
  const { adjustNo } = await oncePerOperatorRequest(db, key, now, async (tx) => {
    const row = await pendingAdjustment(tx, input.adjustNo);
    if (row.requestedBy === actor.operatorId) throw new DomainError(ResponseCode.CONSOLE_SAME_APPROVER);
    await applyAdjustment(tx, row, actor, now);
    return { adjustNo: row.adjustNo };
  });
  return adjustmentView(await findAdjustment(db, adjustNo));
}

/** Refuses a pending adjustment with a reason; nothing moves. Any finance operator, the requester included (withdrawing it). */
export async function refuseAdjustment(
  db: Database,
  actor: AuditActor,
  input: { adjustNo: string; reason: string; requestId: string },
  now: Date,
): Promise<Adjustment> {
  const key = {
    operatorId: actor.operatorId,
    requestId: input.requestId,
    path: consoleAdjustRefuse.path,
    body: { adjustNo: input.adjustNo, reason: input.reason },
  };
  const { adjustNo } = await oncePerOperatorRequest(db, key, now, async (tx) => {
    const row = await pendingAdjustment(tx, input.adjustNo);
    await tx.query(
      `update manual_adjustments set status = 'refused', decided_by = $2, decided_at = $3, decision_reason = $4 where adjust_no = $1`,
      [row.adjustNo, actor.operatorId, now, input.reason],
    );
    const after = adjustmentSnapshot(await findAdjustment(tx, row.adjustNo));
    await appendAudit(
      tx,
      actor,
      {
        action: 'adjust.refuse',
        target: `adjust:${row.adjustNo}`,
        before: adjustmentSnapshot(row),
        after,
        reason: input.reason,
      },
      now,
    );
    return { adjustNo: row.adjustNo };
  });
  return adjustmentView(await findAdjustment(db, adjustNo));
}
