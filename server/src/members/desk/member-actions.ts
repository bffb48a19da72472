import type { MemberProfile } from 'shared/contract/console';
import type { Database } from '../../db/database';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { findMember, memberProfile } from './member-profile';

export type RevealField = 'phone' | 'email' | 'realName';

/** One whole contact field; the reveal is an audit row in the same transaction. */
export async function revealMemberField(
  db: Database,
  actor: AuditActor,
  memberId: number,
  field: RevealField,
  now: Date,
): Promise<{ field: RevealField; value: string }> {
  return db.transaction(async (tx) => {
    const member = await findMember(tx, memberId);
    await appendAudit(tx, actor, { action: 'member.reveal', target: `member:${memberId}`, after: { field } }, now);
    return { field, value: member[field] };
  });
}

/**
 * Locks or unlocks the account. Locking ends every live session in the same transaction, so the
 * member's open pages fall back to logged out and login answers 6030 until an unlock. Asking for
 * the state it already has changes nothing and writes no row.
 */
export async function setMemberLock(
  db: Database,
  actor: AuditActor,
  input: { memberId: number; locked: boolean; reason: string },
  now: Date,
): Promise<MemberProfile> {
  await db.transaction(async (tx) => {
    const member = await findMember(tx, input.memberId, true);
    const next = input.locked ? 'frozen' : 'active';
    if (member.status === next) return;
    await tx.query('update members set status = $2 where id = $1', [input.memberId, next]);
    let ended = 0;
    if (input.locked) {
      const rows = await tx.query<{ id: number }>(
        'update sessions set revoked_at = $2 where member_id = $1 and revoked_at is null and expires_at > $2 returning id',
        [input.memberId, now],
      );
      ended = rows.length;
    }
    await appendAudit(
      tx,
      actor,
      {
        action: input.locked ? 'member.lock' : 'member.unlock',
        target: `member:${input.memberId}`,
        before: { status: member.status },
        after: input.locked ? { status: next, endedSessions: ended } : { status: next },
        reason: input.reason,
      },
      now,
    );
  });
  return memberProfile(db, input.memberId, now);
}
