import type { RealityCheckMinutes } from 'shared/contract';
import type { Queryable } from '../db/database';

/** What a regulated operator starts with: a reminder every hour, which the member may change or turn off. */
export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckMinutes = 60;

function isInterval(value: number): value is RealityCheckMinutes {
  return value === 0 || value === 15 || value === 30 || value === 60;
}

export async function readRealityCheck(db: Queryable, memberId: number): Promise<RealityCheckMinutes> {
  const rows = await db.query<{ minutes: number }>(
    'select reality_check_minutes as minutes from protection_settings where member_id = $1',
    [memberId],
  );
  const minutes = rows[0]?.minutes;
  return minutes !== undefined && isInterval(minutes) ? minutes : DEFAULT_REALITY_CHECK_MINUTES;
}

export async function saveRealityCheck(
  db: Queryable,
  memberId: number,
  minutes: RealityCheckMinutes,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into protection_settings (member_id, reality_check_minutes, updated_at) values ($1, $2, $3)
     on conflict (member_id) do update set reality_check_minutes = excluded.reality_check_minutes, updated_at = excluded.updated_at`,
    [memberId, minutes, now],
  );
}
