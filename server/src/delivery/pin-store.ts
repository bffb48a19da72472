import type { BrandRemotePin, CanaryFigures, PinHistoryEntry, RemoteVersion } from 'shared/contract/console';
import type { Queryable } from '../db/database';
import { findVersion, publicVersion } from './version-store';

/** A pin as stored: version ids only. */
export interface PinRow {
  siteId: string;
  remote: RemoteVersion['remote'];
  stableVersion: string | null;
  canaryVersion: string | null;
  canaryPercent: number;
  /** When the current canary version was set (null without a canary): its health counts from then. */
  canarySince: Date | null;
  updatedAt: Date;
  updatedBy: string;
}

const SELECT = `select site_id as "siteId", remote, stable_version as "stableVersion", canary_version as "canaryVersion",
                       canary_percent as "canaryPercent",
                       canary_since as "canarySince", updated_at as "updatedAt", updated_by as "updatedBy"
                  from brand_remote_pins`;

export async function readPins(db: Queryable, siteId?: string): Promise<PinRow[]> {
  return siteId === undefined
    ? db.query<PinRow>(`${SELECT} order by site_id, remote`)
    : db.query<PinRow>(`${SELECT} where site_id = $1 order by remote`, [siteId]);
}

/** A brand's pins that have a canary now. */
export async function readCanaries(db: Queryable, siteId: string): Promise<PinRow[]> {
  return db.query<PinRow>(`${SELECT} where site_id = $1 and canary_version is not null`, [siteId]);
}

export async function readPin(db: Queryable, siteId: string, remote: string, lock = false): Promise<PinRow | null> {
  const rows = await db.query<PinRow>(`${SELECT} where site_id = $1 and remote = $2${lock ? ' for update' : ''}`, [
    siteId,
    remote,
  ]);
  return rows[0] ?? null;
}

export async function writePin(db: Queryable, pin: PinRow): Promise<void> {
  await db.query(
    `insert into brand_remote_pins (site_id, remote, stable_version, canary_version, canary_percent, canary_since, updated_at, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (site_id, remote) do update set stable_version = excluded.stable_version,
       canary_version = excluded.canary_version, canary_percent = excluded.canary_percent,
       canary_since = excluded.canary_since, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [
      pin.siteId,
      pin.remote,
      pin.stableVersion,
      pin.canaryVersion,
      pin.canaryPercent,
      pin.canarySince,
      pin.updatedAt,
      pin.updatedBy,
    ],
  );
}

export async function deletePin(db: Queryable, siteId: string, remote: string): Promise<void> {
  await db.query(`delete from brand_remote_pins where site_id = $1 and remote = $2`, [siteId, remote]);
}

export async function appendPinHistory(
  db: Queryable,
  pin: Omit<PinRow, 'canarySince'>,
  action: PinHistoryEntry['action'],
  figures: CanaryFigures | null = null,
): Promise<void> {
  await db.query(
    `insert into brand_remote_pin_history (site_id, remote, action, stable_version, canary_version, canary_percent, at, operator_name, figures)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
    [
      pin.siteId,
      pin.remote,
      action,
      pin.stableVersion,
      pin.canaryVersion,
      pin.canaryPercent,
      pin.updatedAt,
      pin.updatedBy,
      figures === null ? null : JSON.stringify(figures),
    ],
  );
}

/** The console's view of a pin: each version with its record. */
export async function describePin(db: Queryable, pin: PinRow): Promise<BrandRemotePin> {
  const record = async (version: string | null) => {
    if (version === null) return null;
    const found = await findVersion(db, pin.remote, version);
    return found === null ? null : publicVersion(found);
  };
  return {
    siteId: pin.siteId,
    remote: pin.remote,
    stable: await record(pin.stableVersion),
    canary: await record(pin.canaryVersion),
    canaryPercent: pin.canaryPercent,
    updatedAt: new Date(pin.updatedAt).toISOString(),
    updatedBy: pin.updatedBy,
  };
}

export async function pinHistory(
  db: Queryable,
  siteId: string | undefined,
  pageNum: number,
  pageSize: number,
): Promise<{ list: PinHistoryEntry[]; total: number }> {
  const where = siteId === undefined || siteId === '' ? '' : 'where site_id = $3';
  const params = where === '' ? [pageSize, (pageNum - 1) * pageSize] : [pageSize, (pageNum - 1) * pageSize, siteId!];
  const rows = await db.query<PinHistoryEntry & { at: Date }>(
    `select id::int as id, site_id as "siteId", remote, action, stable_version as "stableVersion",
            canary_version as "canaryVersion", canary_percent as "canaryPercent", at, operator_name as "operatorName", figures
       from brand_remote_pin_history ${where} order by at desc, id desc limit $1 offset $2`,
    params,
  );
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from brand_remote_pin_history ${where.replace('$3', '$1')}`,
    where === '' ? [] : [siteId!],
  );
  return { list: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })), total: total[0]?.n ?? 0 };
}
