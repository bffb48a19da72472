import { ResponseCode } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';

/**
 * SPEC §8 reactions, launch: a member still in an activity of the venue is answered 6413 (the
 * client then offers the into-venue transfer, whose turnover terms the message states). The
 * client's second launch says isActivity: true and goes on.
 */
export async function refuseIfInActivity(db: Queryable, memberId: number, venueId: number): Promise<void> {
  const rows = await db.query<{ message: string | null }>(
    'select message from venue_activities where member_id = $1 and venue_id = $2 and active order by id desc limit 1',
    [memberId, venueId],
  );
  const activity = rows[0];
  if (activity !== undefined) throw new DomainError(ResponseCode.VENUE_ACTIVITY, activity.message ?? undefined);
}
