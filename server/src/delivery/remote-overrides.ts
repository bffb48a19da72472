import { OVERRIDE_LINK_PATH, ResponseCode } from 'shared/contract';
import {
  OVERRIDE_MAX_SECONDS,
  OVERRIDE_MIN_SECONDS,
  OVERRIDE_TEST_MIN_SECONDS,
  type RemoteOverride,
} from 'shared/contract/console';
import type { RemoteName } from 'shared/remotes';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { appendAudit, type AuditActor } from '../operators/audit-log';
import { findSite } from '../sites/sites';
import { signOverrideToken, verifyOverrideToken, type OverrideKeys } from './override-token';

/**
 * Developer overrides (contract console/remote-overrides): issued, listed and revoked by the release
 * desk, checked on each start-up call that carries a token. Their times are the wall clock's, never
 * the app's test clock: browsers (the cookie's expiry) and the site's page server check them too.
 */
export interface RemoteOverrideOptions {
  /** null: production without OVERRIDE_SIGNING_KEY; nothing is issued and every token is ignored. */
  keys: OverrideKeys | null;
  /** The shortest lifetime signed: OVERRIDE_MIN_SECONDS in production, a few seconds elsewhere (tests). */
  minSeconds: number;
  wallClock: () => Date;
}

export function remoteOverrideOptions(keys: OverrideKeys | null, production: boolean): RemoteOverrideOptions {
  return {
    keys,
    minSeconds: production ? OVERRIDE_MIN_SECONDS : OVERRIDE_TEST_MIN_SECONDS,
    wallClock: () => new Date(),
  };
}

const ENTRY_FILES = ['remoteEntry.js', 'mf-manifest.json'];

/** An http(s) address of a remote's entry or manifest, without credentials or fragment; else null. */
export function overrideAddress(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const file = url.pathname.split('/').pop() ?? '';
  const plain = url.username === '' && url.password === '' && url.hash === '';
  return (url.protocol === 'http:' || url.protocol === 'https:') && plain && ENTRY_FILES.includes(file)
    ? url.href
    : null;
}

interface OverrideRow {
  id: number;
  siteId: string;
  remote: RemoteName;
  address: string;
  issuedAt: Date;
  issuedBy: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

const SELECT = `select id::int as id, site_id as "siteId", remote, address, issued_at as "issuedAt",
                       issued_by as "issuedBy", expires_at as "expiresAt", revoked_at as "revokedAt"
                  from remote_overrides`;

function publicOverride(row: OverrideRow): RemoteOverride {
  return {
    id: row.id,
    siteId: row.siteId,
    remote: row.remote,
    address: row.address,
    issuedAt: row.issuedAt.toISOString(),
    issuedBy: row.issuedBy,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function issueOverride(
  db: Database,
  options: RemoteOverrideOptions,
  actor: AuditActor,
  input: { siteId: string; remote: RemoteName; address: string; lifetimeSeconds: number },
) {
  const keys = options.keys;
  if (keys === null) throw new DomainError(ResponseCode.OVERRIDE_KEY_MISSING);
  const address = overrideAddress(input.address);
  if (address === null) throw new DomainError(ResponseCode.OVERRIDE_ADDRESS_INVALID);
  if (input.lifetimeSeconds < options.minSeconds || input.lifetimeSeconds > OVERRIDE_MAX_SECONDS)
    throw new DomainError(ResponseCode.OVERRIDE_LIFETIME_INVALID);
  const site = await findSite(db, input.siteId);
  if (site === null) throw new DomainError(ResponseCode.NOT_FOUND, '没有这个品牌');
  const now = options.wallClock();
  // Whole seconds: the token's exp is in seconds, and the row must say the same moment.
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + input.lifetimeSeconds) * 1000);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.query<OverrideRow>(
      `insert into remote_overrides (site_id, remote, address, issued_at, issued_by, expires_at)
       values ($1, $2, $3, $4, $5, $6)
       returning id::int as id, site_id as "siteId", remote, address, issued_at as "issuedAt",
                 issued_by as "issuedBy", expires_at as "expiresAt", revoked_at as "revokedAt"`,
      [input.siteId, input.remote, address, now, actor.operatorName, expiresAt],
    );
    if (inserted === undefined) throw new Error('remote_overrides insert returned no row');
    await appendAudit(
      tx,
      actor,
      { action: 'release.override_issue', target: `override:${inserted.id}`, after: publicOverride(inserted) },
      now,
    );
    return inserted;
  });
  const token = signOverrideToken(
    { id: row.id, site: row.siteId, remote: row.remote, address: row.address, exp: expiresAt.getTime() / 1000 },
    keys.privateKey,
  );
  const linkPath = `${OVERRIDE_LINK_PATH}?token=${token}`;
  let siteOrigin = '';
  try {
    siteOrigin = new URL(site.h5DomainUrl).origin;
  } catch {
    // A brand without a usable address: the console shows the path to open on the site.
  }
  return { override: publicOverride(row), token, link: `${siteOrigin}${linkPath}`, linkPath };
}

export async function liveOverrides(db: Queryable, options: RemoteOverrideOptions): Promise<RemoteOverride[]> {
  const rows = await db.query<OverrideRow>(
    `${SELECT} where revoked_at is null and expires_at > $1 order by id desc limit 200`,
    [options.wallClock()],
  );
  return rows.map(publicOverride);
}

export async function revokeOverride(
  db: Database,
  options: RemoteOverrideOptions,
  actor: AuditActor,
  id: number,
): Promise<RemoteOverride> {
  const now = options.wallClock();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<OverrideRow>(`${SELECT} where id = $1 for update`, [id]);
    if (row === undefined || row.revokedAt !== null || row.expiresAt <= now)
      throw new DomainError(ResponseCode.OVERRIDE_NOT_LIVE);
    await tx.query(`update remote_overrides set revoked_at = $2, revoked_by = $3 where id = $1`, [
      id,
      now,
      actor.operatorName,
    ]);
    const before = publicOverride(row);
    await appendAudit(tx, actor, { action: 'release.override_revoke', target: `override:${id}`, before }, now);
    return before;
  });
}

/**
 * The override a start-up call's token grants on `siteId`: signed by this server, unexpired, for this
 * brand, and not revoked. Anything else is null: the visitor gets the normal answer.
 */
export async function grantedOverride(
  db: Queryable,
  options: RemoteOverrideOptions,
  token: string,
  siteId: string,
): Promise<{ remote: RemoteName; address: string; expiresAt: Date } | null> {
  if (options.keys === null) return null;
  const now = options.wallClock();
  const claims = verifyOverrideToken(token, options.keys.publicKey, now);
  if (claims === null || claims.site !== siteId) return null;
  const [row] = await db.query<OverrideRow>(`${SELECT} where id = $1`, [claims.id]);
  if (row === undefined || row.revokedAt !== null || row.siteId !== siteId || row.expiresAt <= now) return null;
  return { remote: row.remote, address: row.address, expiresAt: row.expiresAt };
}
