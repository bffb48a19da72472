import type { Queryable } from '../db/database';

/** When the member joined the activity, or null. */
export async function joinedAt(db: Queryable, memberId: number, activityId: number): Promise<Date | null> {
  const rows = await db.query<{ at: Date | string }>(
    `select joined_at as at from activity_joins where member_id = $1 and activity_id = $2`,
    [memberId, activityId],
  );
  const at = rows[0]?.at;
  return at === undefined ? null : new Date(at);
}

/** Records the join; false when the member had already joined (a concurrent join included). */
export async function recordJoin(db: Queryable, memberId: number, activityId: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ memberId: number }>(
    `insert into activity_joins (member_id, activity_id, joined_at) values ($1, $2, $3) on conflict do nothing returning member_id as "memberId"`,
    [memberId, activityId, now],
  );
  return rows.length > 0;
}
