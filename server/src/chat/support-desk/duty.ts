import { SUPPORT_DUTY_TIMEOUT_MS, type SupportAgentOnDuty } from 'shared/contract/console';
import type { Queryable } from '../../db/database';

/**
 * Agents on duty: a support operator, active, whose console session that went on duty has not ended
 * and has beaten within SUPPORT_DUTY_TIMEOUT_MS. Times are the wall clock's, on the console and on
 * the chat hub alike (a test server's business clock moves by days).
 */
const ON_DUTY = `
  from support_duty d
  join operator_sessions s on s.id = d.session_id and s.ended_at is null
  join operators o on o.id = d.operator_id and o.status = 'active' and 'support' = any (o.roles)
 where d.beat_at > $1`;

function cutoff(now: Date): Date {
  return new Date(now.getTime() - SUPPORT_DUTY_TIMEOUT_MS);
}

export async function agentsOnDuty(db: Queryable, now: Date): Promise<SupportAgentOnDuty[]> {
  return db.query<SupportAgentOnDuty>(`select o.id as "operatorId", o.display_name as name ${ON_DUTY} order by o.id`, [
    cutoff(now),
  ]);
}

export async function isOnDuty(db: Queryable, operatorId: number, now: Date): Promise<boolean> {
  const rows = await db.query(`select 1 ${ON_DUTY} and d.operator_id = $2`, [cutoff(now), operatorId]);
  return rows.length > 0;
}

/** Whether the bot should stay quiet: somebody is on duty to answer. */
export async function anyoneOnDuty(db: Queryable, now: Date): Promise<boolean> {
  return (await db.query(`select 1 ${ON_DUTY} limit 1`, [cutoff(now)])).length > 0;
}

/** Goes on duty under this console session (again after a reload: the same session keeps it). */
export async function goOnDuty(tx: Queryable, operatorId: number, sessionId: number, now: Date): Promise<void> {
  await tx.query(
    `insert into support_duty (operator_id, session_id, since, beat_at) values ($1, $2, $3, $3)
     on conflict (operator_id) do update set session_id = $2, since = $3, beat_at = $3`,
    [operatorId, sessionId, now],
  );
}

export async function goOffDuty(tx: Queryable, operatorId: number): Promise<void> {
  await tx.query(`delete from support_duty where operator_id = $1`, [operatorId]);
}

/**
 * The console's heartbeat: keeps this operator on duty if this session is the one that went on duty
 * and has not yet timed out. Answers whether the operator is on duty now.
 */
export async function beat(db: Queryable, operatorId: number, sessionId: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update support_duty set beat_at = $3 where operator_id = $1 and session_id = $2 and beat_at > $4 returning 1`,
    [operatorId, sessionId, now, cutoff(now)],
  );
  return rows.length > 0 && (await isOnDuty(db, operatorId, now));
}
