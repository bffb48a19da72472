import { ResponseCode, type ExclusionDuration } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { formatBeijing } from '../time/beijing';

export type ExclusionKind = 'timeout' | 'exclusion';

export interface Exclusion {
  kind: ExclusionKind;
  /** null: permanent. */
  endsAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a break of `duration` taken at `now` ends; months and years are calendar ones. */
export function exclusionEnd(duration: ExclusionDuration, now: Date): Date | null {
  const months = (n: number) => {
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + n);
    return end;
  };
  switch (duration) {
    case '24h':
      return new Date(now.getTime() + DAY_MS);
    case '1w':
      return new Date(now.getTime() + 7 * DAY_MS);
    case '6w':
      return new Date(now.getTime() + 42 * DAY_MS);
    case '1m':
      return months(1);
    case '6mo':
      return months(6);
    case '1y':
      return months(12);
    case '5y':
      return months(60);
    case 'permanent':
      return null;
  }
}

/** The break in force at `now` that ends last (a permanent one first), or null. */
export async function activeExclusion(db: Queryable, memberId: number, now: Date): Promise<Exclusion | null> {
  const rows = await db.query<{ kind: ExclusionKind; endsAt: Date | string | null }>(
    `select kind, ends_at as "endsAt" from protection_exclusions
      where member_id = $1 and starts_at <= $2 and (ends_at is null or ends_at > $2)
      order by ends_at desc nulls first limit 1`,
    [memberId, now],
  );
  const row = rows[0];
  return row === undefined ? null : { kind: row.kind, endsAt: row.endsAt === null ? null : new Date(row.endsAt) };
}

/**
 * Records the break and ends every session of the member: the tab that asked is logged out with the
 * others. Open deposit orders are closed, so no money arrives for a member who cannot play it.
 * A break never shortens one already in force: the longer one keeps applying (activeExclusion).
 */
export async function startExclusion(
  tx: Queryable,
  memberId: number,
  kind: ExclusionKind,
  endsAt: Date | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into protection_exclusions (member_id, kind, starts_at, ends_at, created_at) values ($1, $2, $3, $4, $3)`,
    [memberId, kind, now, endsAt],
  );
  await tx.query('update sessions set revoked_at = $2 where member_id = $1 and revoked_at is null', [memberId, now]);
  await tx.query(
    `update deposit_orders set status = 'closed', finished_at = $2 where member_id = $1 and status in ('created', 'waiting')`,
    [memberId, now],
  );
}

/** The refusal of anything a break forbids, with its end in Beijing time (or 永久). */
export function exclusionFailure(exclusion: Exclusion, action: string): DomainError {
  if (exclusion.kind === 'exclusion') {
    const until =
      exclusion.endsAt === null
        ? '您已申请永久自我排除'
        : `您已申请自我排除至 ${formatBeijing(exclusion.endsAt)}（北京时间）`;
    return new DomainError(ResponseCode.SELF_EXCLUDED, `${until}，期间不能${action}`);
  }
  const until = exclusion.endsAt === null ? '' : `至 ${formatBeijing(exclusion.endsAt)}（北京时间）`;
  return new DomainError(ResponseCode.PLAY_TIMED_OUT, `您已申请暂停游戏${until}，期间不能${action}`);
}

/** Login of a member on a break: refused after the password matched, so the date is only told to the owner. */
export async function refuseExcludedLogin(db: Queryable, memberId: number, now: Date): Promise<void> {
  const exclusion = await activeExclusion(db, memberId, now);
  if (exclusion !== null) throw exclusionFailure(exclusion, '登录');
}
