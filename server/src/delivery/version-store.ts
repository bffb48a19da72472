import type { RemoteVersion } from 'shared/contract/console';
import type { Queryable } from '../db/database';

/** One file of a version: what /registry/<remote>/<version>/<path> serves. */
export interface VersionFile {
  path: string;
  sha256: string;
  bytes: number;
}

export interface StoredVersion extends RemoteVersion {
  files: VersionFile[];
}

interface VersionRow {
  remote: RemoteVersion['remote'];
  version: string;
  commit: string;
  contractRange: string;
  exposes: string[];
  totalBytes: number;
  createdAt: Date;
  createdBy: string;
  files: VersionFile[];
}

const SELECT = `select remote, version, commit_sha as "commit", contract_range as "contractRange", exposes,
                       total_bytes as "totalBytes", created_at as "createdAt", created_by as "createdBy", files
                  from remote_versions`;

function toVersion(row: VersionRow): StoredVersion {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}

/** The record without its file list: what the console shows. */
export function publicVersion({ files: _files, ...version }: StoredVersion): RemoteVersion {
  return version;
}

export async function findVersion(db: Queryable, remote: string, version: string): Promise<StoredVersion | null> {
  const rows = await db.query<VersionRow>(`${SELECT} where remote = $1 and version = $2`, [remote, version]);
  return rows[0] === undefined ? null : toVersion(rows[0]);
}

/** Every remote's versions, newest first, up to `limit` per remote. */
export async function listVersions(db: Queryable, limit = 30): Promise<StoredVersion[]> {
  const rows = await db.query<VersionRow>(
    `${SELECT} v
      where (select count(*) from remote_versions newer
              where newer.remote = v.remote and newer.created_at > v.created_at) < $1
      order by remote, created_at desc`,
    [limit],
  );
  return rows.map(toVersion);
}

/** Records a version once: a second insert of the same remote and version changes nothing. Answers whether it was new. */
export async function insertVersion(db: Queryable, version: StoredVersion): Promise<boolean> {
  const rows = await db.query<{ version: string }>(
    `insert into remote_versions (remote, version, commit_sha, contract_range, exposes, files, total_bytes, created_at, created_by)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9)
     on conflict (remote, version) do nothing
     returning version`,
    [
      version.remote,
      version.version,
      version.commit,
      version.contractRange,
      JSON.stringify(version.exposes),
      JSON.stringify(version.files),
      version.totalBytes,
      version.createdAt,
      version.createdBy,
    ],
  );
  return rows.length === 1;
}
