import type { Queryable } from '../db/database';
import type { VenueRow } from './venues';

/** One enabled venue by its code (case-sensitive, as the client sends it), or null. */
export async function findVenue(db: Queryable, enName: string): Promise<VenueRow | null> {
  const rows = await db.query<VenueRow>(
    `select id as "venueId", en_name as "enName", name, category, description, status, hot, sort
       from venues where en_name = $1 and enabled`,
    [enName],
  );
  return rows[0] ?? null;
}
