import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * A random secret generated on first start and kept in app_meta under `key`, so it survives restarts
 * and every process on one database uses the same one (a slider proof signed by one process must
 * verify on another) without any configuration.
 */
export async function loadServerSecret(db: Queryable, key: string): Promise<string> {
  await db.query(`insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing`, [
    key,
    randomBytes(32).toString('hex'),
  ]);
  const rows = await db.query<{ value: string }>(`select value from app_meta where key = $1`, [key]);
  const secret = rows[0]?.value;
  if (secret === undefined) throw new Error(`server secret ${key} missing after insert`);
  return secret;
}
