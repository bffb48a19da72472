import type { Database, Queryable } from '../db/database';

class RolledBack extends Error {}

/** The SQL statements `run` sends, in order, inside a transaction that is rolled back after it. */
export async function statementsOf(db: Database, run: (tx: Queryable) => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const recording: Queryable = {
        query: (sql, params) => {
          statements.push(sql);
          return tx.query(sql, params);
        },
        exec: (sql) => {
          statements.push(sql);
          return tx.exec(sql);
        },
      };
      await run(recording);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return statements;
}

/** Where the member row lock and the first wallet row write come in `statements` (-1: absent). */
export function lockOrder(statements: readonly string[]): { memberLock: number; firstWalletWrite: number } {
  return {
    memberLock: statements.findIndex((sql) => /from members where id = \$1 for no key update/.test(sql)),
    firstWalletWrite: statements.findIndex((sql) => /(update|insert into)\s+(venue_)?wallets\b/i.test(sql)),
  };
}
