import type { Queryable } from '../db/database';

export interface Site {
  siteId: string;
  name: string;
  title: string;
  h5DomainUrl: string;
  keywords: string;
  description: string;
  professionalEdition: 0 | 1;
  depositSwitch: 0 | 1;
  customerServiceUrl: string;
}

export async function findSite(db: Queryable, siteId: string): Promise<Site | null> {
  const rows = await db.query<Site>(
    `select site_id as "siteId", name, title, h5_domain_url as "h5DomainUrl", keywords, description,
            professional_edition as "professionalEdition", deposit_switch as "depositSwitch",
            customer_service_url as "customerServiceUrl"
       from sites where site_id = $1`,
    [siteId],
  );
  return rows[0] ?? null;
}
