import type { Queryable } from '../db/database';

export interface SponsorshipRow {
  id: number;
  title: string;
  partner: string;
  period: string;
  contentHtml: string;
}

/** A brand's sponsorships plus those shared by every brand, in the operator's order. */
export function listSponsorships(db: Queryable, siteId: string): Promise<SponsorshipRow[]> {
  return db.query<SponsorshipRow>(
    `select id, title, partner, period, content_html as "contentHtml"
       from sponsorships where enabled and (site_id is null or site_id = $1)
      order by sort, id`,
    [siteId],
  );
}
