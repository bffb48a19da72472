import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleRole, OperatorSession } from 'shared/contract/console';
import type { Queryable } from '../db/database';

/** The operator behind a live console token. */
export interface SessionOperator {
  sessionId: number;
  operatorId: number;
  name: string;
  roles: ConsoleRole[];
}

/**
 * The token's hash carries the console's audience: a token is looked up only in operator_sessions,
 * never in the members' sessions, and the prefix keeps the two hash spaces apart besides.
 */
function tokenHash(token: string): string {
  return createHash('sha256').update(`console:${token}`).digest('hex');
}

export async function openOperatorSession(
  tx: Queryable,
  operatorId: number,
  address: string,
  now: Date,
): Promise<string> {
  const token = `op_${randomBytes(32).toString('base64url')}`;
  await tx.query(
    `insert into operator_sessions (token_hash, operator_id, address, created_at, last_seen_at) values ($1, $2, $3, $4, $4)`,
    [tokenHash(token), operatorId, address, now],
  );
  return token;
}

/**
 * The operator of a live token, and the session's idle clock restarted: not ended, used within
 * `idleMs`, operator active. Anything else is no session (8001).
 */
export async function touchOperatorSession(
  db: Queryable,
  token: string,
  idleMs: number,
  now: Date,
): Promise<SessionOperator | null> {
  const rows = await db.query<SessionOperator>(
    `update operator_sessions s set last_seen_at = $2
       from operators o
      where s.token_hash = $1 and o.id = s.operator_id and s.ended_at is null and s.last_seen_at > $3 and o.status = 'active'
      returning s.id as "sessionId", o.id as "operatorId", o.name, o.roles`,
    [tokenHash(token), now, new Date(now.getTime() - idleMs)],
  );
  return rows[0] ?? null;
}

/** Ends one session; answers whether it was live. */
export async function endOperatorSession(tx: Queryable, sessionId: number, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `update operator_sessions set ended_at = $2 where id = $1 and ended_at is null returning id`,
    [sessionId, now],
  );
  return rows.length > 0;
}

export async function endAllOperatorSessions(tx: Queryable, operatorId: number, now: Date): Promise<void> {
  await tx.query(`update operator_sessions set ended_at = $2 where operator_id = $1 and ended_at is null`, [
    operatorId,
    now,
  ]);
}

/** Live sessions (not ended, used within the idle time), newest first. */
export async function liveOperatorSessions(
  db: Queryable,
  filter: { operatorId?: number | undefined; currentSessionId: number },
  idleMs: number,
  now: Date,
): Promise<OperatorSession[]> {
  const rows = await db.query<{
    id: number;
    operatorId: number;
    operatorName: string;
    createdAt: Date;
    lastSeenAt: Date;
    address: string;
  }>(
    `select s.id, s.operator_id as "operatorId", o.name as "operatorName", s.created_at as "createdAt", s.last_seen_at as "lastSeenAt", s.address
       from operator_sessions s join operators o on o.id = s.operator_id
      where s.ended_at is null and s.last_seen_at > $1 and ($2::int is null or s.operator_id = $2)
      order by s.last_seen_at desc`,
    [new Date(now.getTime() - idleMs), filter.operatorId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: new Date(row.lastSeenAt.getTime() + idleMs).toISOString(),
    address: row.address,
    current: row.id === filter.currentSessionId,
  }));
}
