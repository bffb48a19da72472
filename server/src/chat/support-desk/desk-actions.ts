import { ResponseCode } from 'shared/contract';
import type { SupportChat } from 'shared/contract/console';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { goOffDuty, goOnDuty, isOnDuty } from './duty';
import { findSupportChat, supportChatView, type SupportChatRow } from './support-chats';

/** What the audit row keeps of a chat before and after an action. */
function snapshot(row: SupportChatRow): Record<string, unknown> {
  return { state: row.state, agentId: row.agentId, agentName: row.agentName };
}

async function requireOnDuty(db: Queryable, operatorId: number, now: Date): Promise<void> {
  if (!(await isOnDuty(db, operatorId, now))) throw new DomainError(ResponseCode.SUPPORT_NOT_ON_DUTY);
}

/** The chat, locked, held by this agent: 8083 otherwise. */
async function heldChat(tx: Queryable, rid: string, operatorId: number): Promise<SupportChatRow> {
  const row = await findSupportChat(tx, rid, true);
  if (row.state !== 'claimed' || row.agentId !== operatorId) throw new DomainError(ResponseCode.SUPPORT_NOT_YOURS);
  return row;
}

/** On duty under this console session, or off; audited when it changes. */
export async function setDuty(
  db: Database,
  actor: AuditActor,
  sessionId: number,
  onDuty: boolean,
  now: Date,
): Promise<{ onDuty: boolean }> {
  return db.transaction(async (tx) => {
    const was = await isOnDuty(tx, actor.operatorId, now);
    if (onDuty) await goOnDuty(tx, actor.operatorId, sessionId, now);
    else await goOffDuty(tx, actor.operatorId);
    if (was !== onDuty)
      await appendAudit(
        tx,
        actor,
        {
          action: onDuty ? 'support.duty_on' : 'support.duty_off',
          target: `operator:${actor.operatorId}`,
          before: { onDuty: was },
          after: { onDuty },
        },
        now,
      );
    return { onDuty };
  });
}

/**
 * Takes a waiting room for this agent (on duty): one agent per room, so of two claims at once the
 * second finds it no longer waiting and answers 8081 (8085 when it was closed meanwhile).
 */
export async function claimChat(db: Database, actor: AuditActor, rid: string, now: Date): Promise<SupportChat> {
  await requireOnDuty(db, actor.operatorId, now);
  return db.transaction(async (tx) => {
    const taken = await tx.query(
      `update support_chats set state = 'claimed', agent_id = $2, claimed_at = $3 where rid = $1 and state = 'waiting'
       returning rid`,
      [rid, actor.operatorId, now],
    );
    if (taken.length === 0) {
      const row = await findSupportChat(tx, rid);
      if (row.state === 'claimed')
        throw new DomainError(ResponseCode.SUPPORT_ALREADY_CLAIMED, `该会话已由${row.agentName ?? '其他客服'}认领`);
      throw new DomainError(ResponseCode.SUPPORT_CHAT_CLOSED);
    }
    const row = await findSupportChat(tx, rid);
    await appendAudit(
      tx,
      actor,
      { action: 'support.claim', target: `support:${rid}`, before: { state: 'waiting' }, after: snapshot(row) },
      now,
    );
    return supportChatView(row);
  });
}

/** Gives a held room to another agent on duty (8084 when they are not). */
export async function handOverChat(
  db: Database,
  actor: AuditActor,
  input: { rid: string; toOperatorId: number },
  now: Date,
): Promise<SupportChat> {
  if (input.toOperatorId === actor.operatorId || !(await isOnDuty(db, input.toOperatorId, now)))
    throw new DomainError(ResponseCode.SUPPORT_TARGET_OFF_DUTY);
  return db.transaction(async (tx) => {
    const before = await heldChat(tx, input.rid, actor.operatorId);
    await tx.query(`update support_chats set agent_id = $2, claimed_at = $3 where rid = $1`, [
      input.rid,
      input.toOperatorId,
      now,
    ]);
    const after = await findSupportChat(tx, input.rid);
    await appendAudit(
      tx,
      actor,
      { action: 'support.hand_over', target: `support:${input.rid}`, before: snapshot(before), after: snapshot(after) },
      now,
    );
    return supportChatView(after);
  });
}

/** Ends a held room with the agent's note; the player's next message offers it again. */
export async function closeChat(
  db: Database,
  actor: AuditActor,
  input: { rid: string; note: string },
  now: Date,
): Promise<SupportChat> {
  return db.transaction(async (tx) => {
    const before = await heldChat(tx, input.rid, actor.operatorId);
    await tx.query(
      `update support_chats set state = 'closed', agent_id = null, closed_at = $2, close_note = $3 where rid = $1`,
      [input.rid, now, input.note],
    );
    const after = await findSupportChat(tx, input.rid);
    await appendAudit(
      tx,
      actor,
      {
        action: 'support.close',
        target: `support:${input.rid}`,
        before: snapshot(before),
        after: snapshot(after),
        reason: input.note,
      },
      now,
    );
    return supportChatView(after);
  });
}
