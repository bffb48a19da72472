import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { parseInt8, type Database, type Queryable, type SqlValue } from './database';

/**
 * Embedded PostgreSQL (WebAssembly). `dataDir` persists to that folder; without it the database
 * lives in memory, which is what tests use.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(dataDir, { parsers: { [types.INT8]: parseInt8 } });
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
  };
}
