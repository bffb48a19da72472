import type { CountryArea } from 'shared/contract';
import type { Queryable } from '../db/database';

/**
 * Dialling areas in display order. `filter` matches a part of the name (香港) or the start of the code
 * (85, +852); position() and left() instead of LIKE, so % and _ typed by a player match literally.
 */
export async function listCountryAreas(db: Queryable, filter: string): Promise<CountryArea[]> {
  const text = filter.trim();
  const code = text.replace(/^\+/, '');
  return db.query<CountryArea>(
    `select area_name as "areaName", area_code as "areaCode", regex from country_areas
      where $1 = '' or position($1 in area_name) > 0 or (length($2) > 0 and left(area_code, length($2)) = $2)
      order by sort, area_code`,
    [text, code],
  );
}

/** One area by its code, or null: the phone recovery validates the number with its pattern. */
export async function findCountryArea(db: Queryable, areaCode: string): Promise<CountryArea | null> {
  const rows = await db.query<CountryArea>(
    `select area_name as "areaName", area_code as "areaCode", regex from country_areas where area_code = $1`,
    [areaCode.replace(/^\+/, '')],
  );
  return rows[0] ?? null;
}
