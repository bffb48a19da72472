import type { SiteAccess } from 'shared/contract/console';
import type { Database, Queryable } from '../../db/database';

/** A brand without a row: everything open. */
export function openAccess(siteId: string): SiteAccess {
  return {
    siteId,
    maintenance: false,
    maintenanceMessage: '',
    loginSuspended: false,
    registerSuspended: false,
    suspendedNotice: 'popup',
    suspendedMessage: '',
    blockedRegions: [],
    warnedRegions: [],
    deniedIps: [],
  };
}

interface AccessRow {
  siteId: string;
  maintenance: boolean;
  maintenanceMessage: string;
  loginSuspended: boolean;
  registerSuspended: boolean;
  suspendedNotice: SiteAccess['suspendedNotice'];
  suspendedMessage: string;
  blockedRegions: string[];
  warnedRegions: string[];
  deniedIps: string[];
}

const SELECT = `select s.site_id as "siteId", coalesce(a.maintenance, false) as maintenance,
       coalesce(a.maintenance_message, '') as "maintenanceMessage", coalesce(a.login_suspended, false) as "loginSuspended",
       coalesce(a.register_suspended, false) as "registerSuspended", coalesce(a.suspended_notice, 'popup') as "suspendedNotice",
       coalesce(a.suspended_message, '') as "suspendedMessage", coalesce(a.blocked_regions, '{}') as "blockedRegions",
       coalesce(a.warned_regions, '{}') as "warnedRegions", coalesce(a.denied_ips::text[], '{}') as "deniedIps"
  from sites s left join site_access a on a.site_id = s.site_id`;

/** Every brand's settings, in brand order. */
export async function listSiteAccess(db: Queryable): Promise<SiteAccess[]> {
  return db.query<AccessRow>(`${SELECT} order by s.site_id`);
}

/** One brand's settings; null for an unknown brand. */
export async function readSiteAccess(db: Queryable, siteId: string): Promise<SiteAccess | null> {
  const rows = await db.query<AccessRow>(`${SELECT} where s.site_id = $1`, [siteId]);
  return rows[0] ?? null;
}

/** Replaces one brand's settings inside the caller's transaction. */
export async function writeSiteAccess(tx: Queryable, access: SiteAccess, now: Date): Promise<void> {
  await tx.query(
    `insert into site_access (site_id, maintenance, maintenance_message, login_suspended, register_suspended, suspended_notice,
                              suspended_message, blocked_regions, warned_regions, denied_ips, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, array(select jsonb_array_elements_text($8::jsonb)), array(select jsonb_array_elements_text($9::jsonb)),
             array(select jsonb_array_elements_text($10::jsonb)::inet), $11)
     on conflict (site_id) do update set maintenance = excluded.maintenance, maintenance_message = excluded.maintenance_message,
       login_suspended = excluded.login_suspended, register_suspended = excluded.register_suspended,
       suspended_notice = excluded.suspended_notice, suspended_message = excluded.suspended_message,
       blocked_regions = excluded.blocked_regions, warned_regions = excluded.warned_regions,
       denied_ips = excluded.denied_ips, updated_at = excluded.updated_at`,
    [
      access.siteId,
      access.maintenance,
      access.maintenanceMessage,
      access.loginSuspended,
      access.registerSuspended,
      access.suspendedNotice,
      access.suspendedMessage,
      JSON.stringify(access.blockedRegions),
      JSON.stringify(access.warnedRegions),
      JSON.stringify(access.deniedIps),
      now,
    ],
  );
}

/** How long a process keeps a brand's settings before reading them again (other processes' saves). */
const FRESH_MS = 2_000;

const cached = new WeakMap<Database, Map<string, { at: number; access: SiteAccess }>>();

/** The brand's settings as the player API applies them: read at most every FRESH_MS per process. */
export async function currentSiteAccess(db: Database, siteId: string): Promise<SiteAccess> {
  let byBrand = cached.get(db);
  if (byBrand === undefined) {
    byBrand = new Map();
    cached.set(db, byBrand);
  }
  const hit = byBrand.get(siteId);
  if (hit !== undefined && Date.now() - hit.at < FRESH_MS) return hit.access;
  const access = (await readSiteAccess(db, siteId)) ?? openAccess(siteId);
  byBrand.set(siteId, { at: Date.now(), access });
  return access;
}

/** A save in this process applies at once here. */
export function forgetSiteAccess(db: Database, siteId: string): void {
  cached.get(db)?.delete(siteId);
}
