import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { openSnapshotFor } from './database-snapshot';

export interface TestDatabase {
  db: Database;
  /** True when the database came migrated and seeded (from the run's snapshot). */
  seeded: boolean;
  /** Closes the database and drops whatever the test created. */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file — a copy of the run's seeded snapshot when `seededAt` is given
 * and the snapshot matches it, otherwise empty: in-memory PGlite by default, or — with
 * TEST_DATABASE_URL set — a schema of its own on that PostgreSQL server, so the same suite proves
 * the SQL on both engines and test files running in parallel never see each other's rows.
 */
export async function openTestDatabase(options: { seededAt?: Date } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined || url === '') {
    const restored = options.seededAt === undefined ? null : await openSnapshotFor(options.seededAt);
    const db = restored ?? (await openPglite());
    return { db, seeded: restored !== null, dispose: () => db.close() };
  }
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = await openPostgres(url);
  await admin.exec(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPostgres(scoped.toString());
  return {
    db,
    seeded: false,
    async dispose() {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}
