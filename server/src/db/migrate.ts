import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

/** server/migrations, resolved from this file so it works from any working directory. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Serialises concurrent starts against one PostgreSQL server (two e2e workers, say). */
const MIGRATION_LOCK_KEY = 7_400_001;

const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: number;
  name: string;
  path: string;
}

export async function listMigrations(dir: string): Promise<MigrationFile[]> {
  const files: MigrationFile[] = [];
  for (const file of await readdir(dir)) {
    const match = FILE_PATTERN.exec(file);
    if (!match?.[1] || !match[2]) continue;
    files.push({ version: Number(match[1]), name: match[2], path: join(dir, file) });
  }
  files.sort((a, b) => a.version - b.version);
  for (let i = 1; i < files.length; i++) {
    if (files[i]?.version === files[i - 1]?.version)
      throw new Error(`two migrations share version ${files[i]?.version}`);
  }
  return files;
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in version order, each in its own
 * transaction with its record, so a failed file leaves no half-applied schema. Returns the names applied.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version    integer primary key,
    name       text not null,
    applied_at timestamptz not null default now()
  )`);
  const applied: string[] = [];
  for (const file of await listMigrations(dir)) {
    const sql = await readFile(file.path, 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      // Checked under the lock: another process may have applied it while we waited.
      const done = await tx.query<{ version: number }>('select version from schema_migrations where version = $1', [
        file.version,
      ]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [file.version, file.name]);
      return true;
    });
    if (ran) applied.push(`${String(file.version).padStart(3, '0')}_${file.name}`);
  }
  return applied;
}
