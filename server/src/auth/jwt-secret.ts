import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * The HS256 secret: JWT_SECRET when the operator sets one, otherwise one generated on first start
 * and kept in app_meta, so chat tokens survive restarts without any configuration.
 */
export async function loadJwtSecret(db: Database, fromEnv: string | null): Promise<string> {
  if (fromEnv !== null) return fromEnv;
  await db.query(`insert into app_meta (key, value) values ('jwt_secret', $1) on conflict (key) do nothing`, [
    randomBytes(32).toString('hex'),
  ]);
  const rows = await db.query<{ value: string }>(`select value from app_meta where key = 'jwt_secret'`);
  const secret = rows[0]?.value;
  if (secret === undefined) throw new Error('jwt secret missing after insert');
  return secret;
}
