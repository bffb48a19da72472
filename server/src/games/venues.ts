import type { Queryable } from '../db/database';

export type VenueCategory = 'TY' | 'DZ' | 'ZR' | 'CP' | 'QP' | 'DJ' | 'BY';

export interface VenueRow {
  venueId: number;
  enName: string;
  name: string;
  category: VenueCategory;
  description: string;
  status: 'normal' | 'maintenance';
  hot: boolean;
  sort: number;
}

/** Venues shown in a category's list; maintenance venues stay listed (the client greys them out). */
export function listVenues(db: Queryable, category: VenueCategory): Promise<VenueRow[]> {
  return db.query<VenueRow>(
    `select id as "venueId", en_name as "enName", name, category, description, status, hot, sort
       from venues where category = $1 and enabled
      order by sort, id`,
    [category],
  );
}
