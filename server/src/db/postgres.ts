import pg from 'pg';
import { parseInt8, type Database, type Queryable, type SqlValue } from './database';

const INT8_OID = 20;

/** A PostgreSQL server reached through a connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Database> {
  // Parse int8 as a number like the PGlite side does, so rows look the same on both.
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, parseInt8);
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
      const result = await target.query<T & pg.QueryResultRow>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // A failed rollback means the connection is unusable: drop it from the pool
        // (release with an error) and still report the original failure.
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
