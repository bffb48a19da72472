import { ResponseCode } from 'shared/contract';
import type { MemberSession } from 'shared/contract/console';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { findMember } from './member-profile';

interface SessionRow {
  id: number;
  siteId: string;
  ip: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The member's live sessions (not ended, not expired), newest first. */
export async function memberSessions(db: Queryable, memberId: number, now: Date): Promise<MemberSession[]> {
  await findMember(db, memberId);
  const rows = await db.query<SessionRow>(
    `select id, site_id as "siteId", ip, created_at as "createdAt", expires_at as "expiresAt" from sessions
      where member_id = $1 and revoked_at is null and expires_at > $2 order by created_at desc, id desc`,
    [memberId, now],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Ends one live session or all of them, with one audit row naming what ended. The member's next
 * call with an ended token answers 6001. 6004 when the one asked for is not a live session of theirs.
 */
export async function endMemberSessions(
  db: Database,
  actor: AuditActor,
  input: { memberId: number; sessionId?: number | undefined; reason: string },
  now: Date,
): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    await findMember(tx, input.memberId);
    const one = input.sessionId ?? null;
    const rows = await tx.query<{ id: number }>(
      `update sessions set revoked_at = $2 where member_id = $1 and revoked_at is null and expires_at > $2 and ($3::bigint is null or id = $3)
       returning id`,
      [input.memberId, now, one],
    );
    if (one !== null && rows.length === 0) throw new DomainError(ResponseCode.NOT_FOUND, '该会话已结束或不存在');
    const ids = rows.map((row) => Number(row.id));
    if (ids.length > 0) {
      await appendAudit(
        tx,
        actor,
        {
          action: 'member.session_end',
          target: `member:${input.memberId}`,
          before: { sessions: ids },
          after: { ended: ids.length },
          reason: input.reason,
        },
        now,
      );
    }
    return { ended: ids.length };
  });
}
