import { ResponseCode } from 'shared/contract';
import type { MemberProtection } from 'shared/contract/console';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { appendAudit, type AuditActor } from '../../operators/audit-log';
import { activeExclusion, startExclusion, type ExclusionKind } from '../../protection/exclusions';
import { presentSettings } from '../../protection/present';
import { findMember } from './member-profile';

interface ExclusionRow {
  id: number;
  kind: ExclusionKind;
  startsAt: Date;
  endsAt: Date | null;
}

/** The member's limits (as their own settings page shows them), every break, and the one in force. */
export async function memberProtection(db: Queryable, memberId: number, now: Date): Promise<MemberProtection> {
  await findMember(db, memberId);
  const [settings, rows, current] = await Promise.all([
    presentSettings(db, memberId, now),
    db.query<ExclusionRow>(
      `select id, kind, starts_at as "startsAt", ends_at as "endsAt" from protection_exclusions where member_id = $1 order by created_at desc, id desc`,
      [memberId],
    ),
    activeExclusion(db, memberId, now),
  ]);
  return {
    ...settings,
    exclusions: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt === null ? null : row.endsAt.toISOString(),
      active: row.startsAt <= now && (row.endsAt === null || row.endsAt > now),
    })),
    current:
      current === null
        ? null
        : { kind: current.kind, endsAt: current.endsAt === null ? null : current.endsAt.toISOString() },
  };
}

/**
 * Lengthens the break in force to `until` (null: permanent) as a new break of the same kind: rows
 * are never changed, and the one that ends last applies. Nothing here can end a break sooner: 8030
 * unless `until` is later than the current end, 8031 when there is no break to lengthen.
 */
export async function extendExclusion(
  db: Database,
  actor: AuditActor,
  input: { memberId: number; until: string | null; reason: string },
  now: Date,
): Promise<MemberProtection> {
  const until = input.until === null ? null : new Date(input.until);
  if (until !== null && Number.isNaN(until.getTime()))
    throw new DomainError(ResponseCode.INVALID_PARAMETER, '请选择有效的结束时间');
  await db.transaction(async (tx) => {
    await findMember(tx, input.memberId, true);
    const current = await activeExclusion(tx, input.memberId, now);
    if (current === null) throw new DomainError(ResponseCode.CONSOLE_NO_EXCLUSION);
    const longer = current.endsAt !== null && (until === null || until.getTime() > current.endsAt.getTime());
    if (!longer) throw new DomainError(ResponseCode.CONSOLE_EXCLUSION_NOT_LONGER);
    await startExclusion(tx, input.memberId, current.kind, until, now);
    await appendAudit(
      tx,
      actor,
      {
        action: 'member.exclusion_extend',
        target: `member:${input.memberId}`,
        before: { kind: current.kind, endsAt: current.endsAt?.toISOString() ?? null },
        after: { kind: current.kind, endsAt: until === null ? null : until.toISOString() },
        reason: input.reason,
      },
      now,
    );
  });
  return memberProtection(db, input.memberId, now);
}
