import type { Queryable } from '../db/database';

export type AdPosition = 'home_banner' | 'home_entry' | 'sponsor' | 'download';

export interface NavigationRow {
  id: number;
  title: string;
  subtitle: string;
  linkType: 'route' | 'url' | 'none';
  linkValue: string;
  sort: number;
}

/** Enabled adverts of one position for a brand (rows without a site show on every brand). */
export function listNavigation(db: Queryable, siteId: string, position: AdPosition): Promise<NavigationRow[]> {
  return db.query<NavigationRow>(
    `select id, title, subtitle, link_type as "linkType", link_value as "linkValue", sort
       from navigation_items
      where position = $1 and enabled and (site_id is null or site_id = $2)
      order by sort, id`,
    [position, siteId],
  );
}
