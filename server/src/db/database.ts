/**
 * The one database seam of the server. Everything above it writes plain PostgreSQL; the two
 * implementations (embedded PGlite, a real server through `pg`) differ only in how they connect.
 */

/** Values a query parameter may take; both drivers serialise these the same way. */
export type SqlValue = string | number | boolean | null | Date;

export interface Queryable {
  /**
   * Runs one statement. `T` describes the row shape the SQL selects: it is the caller's promise,
   * not something checked at run time, so keep the select list and `T` next to each other.
   */
  query<T extends object>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for the start-up log line. */
  readonly kind: 'pglite' | 'postgres';
}

/** bigint (int8) columns hold fen and ids; as JS numbers they stay exact up to 2^53. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} exceeds the safe integer range`);
  return value;
}
