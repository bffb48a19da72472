import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** A PostgreSQL server when DATABASE_URL is set, otherwise the embedded one persisted in DATA_DIR. */
export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return options.databaseUrl !== null ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
