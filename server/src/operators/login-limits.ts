import type { Queryable } from '../db/database';

/** Wrong passwords or codes for one name within the window before it locks. */
export const OPERATOR_MAX_FAILURES = 5;
/** The window the failures are counted in, and how long the lock lasts. */
export const OPERATOR_LOCK_MS = 15 * 60 * 1000;

/** Whether the name is locked now (8004): checked before the password, so a locked name learns nothing. */
export async function isLocked(db: Queryable, name: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `select locked_until is not null and locked_until > $2 as locked from operator_login_limits where name = $1`,
    [name, now],
  );
  return rows[0]?.locked ?? false;
}

/**
 * Counts one wrong password or code for the name, outside the failing call's transaction (which rolls
 * back). The fifth within OPERATOR_LOCK_MS locks the name for OPERATOR_LOCK_MS and starts a new count.
 */
export async function recordFailure(db: Queryable, name: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - OPERATOR_LOCK_MS);
  await db.query(
    `insert into operator_login_limits (name, failures, first_failure_at) values ($1, 1, $2)
     on conflict (name) do update set
       failures = case when operator_login_limits.first_failure_at > $3 then operator_login_limits.failures + 1 else 1 end,
       first_failure_at = case when operator_login_limits.first_failure_at > $3 then operator_login_limits.first_failure_at else $2 end`,
    [name, now, windowStart],
  );
  await db.query(
    `update operator_login_limits set locked_until = $2, failures = 0, first_failure_at = $2
      where name = $1 and failures >= $3`,
    [name, new Date(now.getTime() + OPERATOR_LOCK_MS), OPERATOR_MAX_FAILURES],
  );
}

/** A full login clears the count. */
export async function clearFailures(db: Queryable, name: string): Promise<void> {
  await db.query('delete from operator_login_limits where name = $1', [name]);
}
