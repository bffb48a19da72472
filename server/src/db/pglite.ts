import { mkdirSync } from 'node:fs';
import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { parseInt8, type Database, type Queryable, type SqlValue } from './database';

export interface PgliteDatabase extends Database {
  /** The whole cluster as an uncompressed tarball, for `loadDataDir`. */
  dump(): Promise<Buffer>;
}

/**
 * Embedded PostgreSQL (WebAssembly). `dataDir` persists to that folder; without it the database
 * lives in memory, which is what tests use. `fs`, a file system that already holds a cluster, starts
 * from that copy instead of an empty cluster: tests restore one migrated, seeded database instead of
 * building it (testing/snapshot-fs).
 */
export async function openPglite(
  dataDir?: string,
  options: Pick<PGliteOptions, 'fs' | 'startParams'> = {},
): Promise<PgliteDatabase> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  // One options object: PGlite ignores the second argument when the first is not a folder name.
  const pg = new PGlite({
    ...(dataDir === undefined ? {} : { dataDir }),
    parsers: { [types.INT8]: parseInt8 },
    ...options,
  });
  await pg.waitReady;

  const wrap = (target: PGlite | Transaction): Queryable => ({
    async query<T extends object>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    dump: async () => Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()),
  };
}
