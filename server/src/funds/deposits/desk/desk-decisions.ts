import { ResponseCode } from 'shared/contract';
import { consoleDepositConfirm, consoleDepositExpire, type DeskDeposit } from 'shared/contract/console';
import type { Database, Queryable } from '../../../db/database';
import { DomainError } from '../../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../../operators/audit-log';
import { oncePerOperatorRequest } from '../../../wallet/once-per-request';
import { findChannel } from '../channels';
import { expireDue, normaliseReference, payOrder } from '../orders';
import { deskDepositView, findDeskDeposit, type DeskDepositRow } from './desk-deposits';

/** What the audit row keeps of an order before and after a decision. */
function snapshot(row: DeskDepositRow): Record<string, unknown> {
  return {
    status: row.status,
    amount: row.amountFen / 100,
    memberId: row.memberId,
    channelId: row.channelId,
    reference: row.reference,
  };
}

/** The order, locked, still open inside its window: 8023 once paid, 8024 once closed or expired, 6004 when unknown. */
async function openOrder(tx: Queryable, orderNo: string, now: Date): Promise<DeskDepositRow> {
  const row = await findDeskDeposit(tx, orderNo, true);
  if (row.status === 'paid') throw new DomainError(ResponseCode.DEPOSIT_ALREADY_CREDITED);
  if ((row.status !== 'waiting' && row.status !== 'created') || row.expiresAt <= now)
    throw new DomainError(ResponseCode.DEPOSIT_ORDER_ENDED);
  return row;
}

/** Whether a yuan amount read off a statement is exactly the order's (more than two decimals never is). */
function sameAmount(yuan: number, orderFen: number): boolean {
  const fen = Math.round(yuan * 100);
  return Math.abs(fen - yuan * 100) < 1e-6 && fen === orderFen;
}

/**
 * Confirms an offline bank transfer the operator found on the bank statement, once per request id:
 * the order must be a waiting bank-transfer order whose 附言码 and amount are the statement's (8020,
 * 8021). It is then paid and credited exactly as a provider's confirmation would (one ledger row,
 * keyed on the order), with the audit row, in one transaction. A later confirmation of the same
 * order answers 8023.
 */
export async function confirmDeposit(
  db: Database,
  actor: AuditActor,
  input: { orderNo: string; reference: string; amount: number; requestId: string },
  now: Date,
): Promise<DeskDeposit> {
  const statement = { reference: normaliseReference(input.reference), amount: input.amount };
  const key = {
    operatorId: actor.operatorId,
    requestId: input.requestId,
    path: consoleDepositConfirm.path,
    body: { orderNo: input.orderNo, ...statement },
  };
  await expireDue(db, now, input.orderNo);
  const { orderNo } = await oncePerOperatorRequest(db, key, now, async (tx) => {
    const row = await findDeskDeposit(tx, input.orderNo, true);
    if (findChannel(row.channelId)?.waitKind !== 'transfer') throw new DomainError(ResponseCode.DEPOSIT_NOT_OFFLINE);
    await openOrder(tx, row.orderNo, now);
    if (statement.reference !== row.reference) throw new DomainError(ResponseCode.DEPOSIT_REFERENCE_MISMATCH);
    if (!sameAmount(statement.amount, row.amountFen)) throw new DomainError(ResponseCode.DEPOSIT_AMOUNT_MISMATCH);
    if ((await payOrder(tx, row.orderNo, now)) === null) throw new DomainError(ResponseCode.DEPOSIT_ORDER_ENDED);
    const note = `附言 ${statement.reference}`;
    await tx.query(`update deposit_orders set decided_by = $2, decision_note = $3 where order_no = $1`, [
      row.orderNo,
      actor.operatorId,
      note,
    ]);
    const after = { ...snapshot(row), status: 'paid', statement };
    await appendAudit(
      tx,
      actor,
      { action: 'deposit.confirm', target: `deposit:${row.orderNo}`, before: snapshot(row), after },
      now,
    );
    return { orderNo: row.orderNo };
  });
  return deskDepositView(await findDeskDeposit(db, orderNo));
}

/** Ends an open order with the operator's reason (it can no longer be paid), once per request id. */
export async function expireDeposit(
  db: Database,
  actor: AuditActor,
  input: { orderNo: string; reason: string; requestId: string },
  now: Date,
): Promise<DeskDeposit> {
  const key = {
    operatorId: actor.operatorId,
    requestId: input.requestId,
    path: consoleDepositExpire.path,
    body: { orderNo: input.orderNo, reason: input.reason },
  };
  await expireDue(db, now, input.orderNo);
  const { orderNo } = await oncePerOperatorRequest(db, key, now, async (tx) => {
    const row = await openOrder(tx, input.orderNo, now);
    const ended = await tx.query(
      `update deposit_orders set status = 'expired', finished_at = $2, decided_by = $3, decision_note = $4
        where order_no = $1 and status in ('created', 'waiting') returning order_no`,
      [row.orderNo, now, actor.operatorId, input.reason],
    );
    if (ended.length === 0) throw new DomainError(ResponseCode.DEPOSIT_ORDER_ENDED);
    const after = { ...snapshot(row), status: 'expired' };
    await appendAudit(
      tx,
      actor,
      {
        action: 'deposit.expire',
        target: `deposit:${row.orderNo}`,
        before: snapshot(row),
        after,
        reason: input.reason,
      },
      now,
    );
    return { orderNo: row.orderNo };
  });
  return deskDepositView(await findDeskDeposit(db, orderNo));
}
