import { ResponseCode } from 'shared/contract';
import { consoleTicketClose, consoleTicketReply, type DeskTicket } from 'shared/contract/console';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { oncePerOperatorRequest } from '../../wallet/once-per-request';
import { addSupportReply } from '../support-reply';
import { checkReplyImages } from './desk-images';
import { deskTicketView, findDeskTicket, type DeskTicketRow } from './desk-tickets';

/** What the audit row keeps of a ticket before and after an action. */
function snapshot(row: DeskTicketRow): Record<string, unknown> {
  return { status: row.status, memberId: row.memberId, type: row.type };
}

/**
 * Answers a ticket once per request id (a retried send never writes the reply twice): the reply and
 * its images, the ticket replied, the member's letter and the audit row in one transaction. A closed
 * ticket takes no reply (8070).
 */
export async function replyToTicket(
  db: Database,
  actor: AuditActor,
  input: { id: number; content: string; fileIds: readonly string[]; requestId: string },
  now: Date,
): Promise<DeskTicket> {
  const key = {
    operatorId: actor.operatorId,
    requestId: input.requestId,
    path: consoleTicketReply.path,
    body: { id: input.id, content: input.content, fileIds: input.fileIds },
  };
  const { id } = await oncePerOperatorRequest(db, key, now, async (tx) => {
    const row = await findDeskTicket(tx, input.id, true);
    if (row.status === 'closed') throw new DomainError(ResponseCode.TICKET_CLOSED);
    const uploadIds = await checkReplyImages(tx, row.id, input.fileIds);
    const replyId = await addSupportReply(
      tx,
      {
        ticketId: row.id,
        memberId: row.memberId,
        ticketContent: row.content,
        content: input.content,
        operatorId: actor.operatorId,
        uploadIds,
      },
      now,
    );
    await tx.query('update feedback_tickets set support_seen_at = coalesce(support_seen_at, $2) where id = $1', [
      row.id,
      now,
    ]);
    await appendAudit(
      tx,
      actor,
      {
        action: 'ticket.reply',
        target: `ticket:${row.id}`,
        before: snapshot(row),
        after: { ...snapshot(row), status: 'replied', replyId, images: uploadIds },
        reason: input.content,
      },
      now,
    );
    return { id: row.id };
  });
  return deskTicketView(db, await findDeskTicket(db, id));
}

/** Closes a ticket once per request id; the member sees it closed and it takes no more replies (8070 when already closed). */
export async function closeTicket(
  db: Database,
  actor: AuditActor,
  input: { id: number; requestId: string },
  now: Date,
): Promise<DeskTicket> {
  const key = { operatorId: actor.operatorId, requestId: input.requestId, path: consoleTicketClose.path, body: input };
  const { id } = await oncePerOperatorRequest(db, key, now, async (tx) => {
    const row = await findDeskTicket(tx, input.id, true);
    if (row.status === 'closed') throw new DomainError(ResponseCode.TICKET_CLOSED, '该工单已关闭');
    await tx.query(
      `update feedback_tickets set status = 'closed', closed_at = $2, closed_by = $3, updated_at = $2,
         support_seen_at = coalesce(support_seen_at, $2) where id = $1`,
      [row.id, now, actor.operatorId],
    );
    await appendAudit(
      tx,
      actor,
      {
        action: 'ticket.close',
        target: `ticket:${row.id}`,
        before: snapshot(row),
        after: { ...snapshot(row), status: 'closed' },
      },
      now,
    );
    return { id: row.id };
  });
  return deskTicketView(db, await findDeskTicket(db, id));
}
