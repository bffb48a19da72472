import type { Database } from '../db/database';
import { loadServerSecret } from './server-secret';

/**
 * The HS256 secret: JWT_SECRET when the operator sets one, otherwise one generated on first start
 * and kept in app_meta, so chat tokens survive restarts without any configuration.
 */
export async function loadJwtSecret(db: Database, fromEnv: string | null): Promise<string> {
  return fromEnv ?? loadServerSecret(db, 'jwt_secret');
}
