import type { Queryable } from '../db/database';
import type { LaunchKind } from './launch-kinds';
import type { VenueRow } from './venues';

export interface LaunchVenue extends VenueRow {
  launchKind: LaunchKind;
  /** The operator is still testing the venue with its vendor (venues.testing): launches answer 6366. */
  testing: boolean;
}

/** One enabled venue by its code (case-sensitive, as the client sends it), or null. */
export async function findVenue(db: Queryable, enName: string): Promise<LaunchVenue | null> {
  const rows = await db.query<LaunchVenue>(
    `select id as "venueId", en_name as "enName", name, category, description, status, hot, sort, launch_kind as "launchKind", testing
       from venues where en_name = $1 and enabled`,
    [enName],
  );
  return rows[0] ?? null;
}
