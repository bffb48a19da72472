import type { BrandConfigSite, BrandConfigVersion } from 'shared/contract/console';
import type { Queryable } from '../../db/database';

interface VersionRow {
  version: number;
  config: unknown;
  reason: string;
  createdBy: string;
  createdAt: Date;
  restoredFrom: number | null;
}

const COLUMNS = `version, config, reason, created_by as "createdBy", created_at as "createdAt", restored_from as "restoredFrom"`;

function versionOf(row: VersionRow): BrandConfigVersion {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** A brand's latest version; null when it has none (its file's config applies). */
export async function latestBrandConfig(db: Queryable, siteId: string): Promise<BrandConfigVersion | null> {
  const [row] = await db.query<VersionRow>(
    `select ${COLUMNS} from brand_config_versions where site_id = $1 order by version desc limit 1`,
    [siteId],
  );
  return row === undefined ? null : versionOf(row);
}

export async function brandConfigVersion(
  db: Queryable,
  siteId: string,
  version: number,
): Promise<BrandConfigVersion | null> {
  const [row] = await db.query<VersionRow>(
    `select ${COLUMNS} from brand_config_versions where site_id = $1 and version = $2`,
    [siteId, version],
  );
  return row === undefined ? null : versionOf(row);
}

export async function brandConfigHistory(db: Queryable, siteId: string): Promise<BrandConfigVersion[]> {
  const rows = await db.query<VersionRow>(
    `select ${COLUMNS} from brand_config_versions where site_id = $1 order by version desc`,
    [siteId],
  );
  return rows.map(versionOf);
}

/** Every brand with its latest version, in site order. */
export async function brandConfigSites(db: Queryable): Promise<BrandConfigSite[]> {
  const sites = await db.query<{ siteId: string; name: string }>(
    `select site_id as "siteId", name from sites order by length(site_id), site_id`,
  );
  return Promise.all(sites.map(async (site) => ({ ...site, current: await latestBrandConfig(db, site.siteId) })));
}

/** Appends a version inside the caller's transaction; the primary key refuses a second writer of the same number. */
export async function insertBrandConfigVersion(
  tx: Queryable,
  siteId: string,
  entry: { version: number; config: unknown; reason: string; createdBy: string; restoredFrom: number | null },
  now: Date,
): Promise<BrandConfigVersion> {
  const [row] = await tx.query<VersionRow>(
    `insert into brand_config_versions (site_id, version, config, reason, created_by, created_at, restored_from)
     values ($1, $2, $3::jsonb, $4, $5, $6, $7) returning ${COLUMNS}`,
    [siteId, entry.version, JSON.stringify(entry.config), entry.reason, entry.createdBy, now, entry.restoredFrom],
  );
  if (row === undefined) throw new Error('brand config version not written');
  return versionOf(row);
}
