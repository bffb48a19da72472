import type { Database } from './database';
import { migrate } from './migrate';
import { seedDatabase } from './seed';

/** Brings any database, new or old, up to the current schema and demo data. */
export async function prepareDatabase(
  db: Database,
  now: Date = new Date(),
): Promise<{ migrations: string[]; seeds: string[] }> {
  const migrations = await migrate(db);
  const seeds = await seedDatabase(db, now);
  return { migrations, seeds };
}
