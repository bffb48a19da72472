import type { Queryable } from '../db/database';
import type { AuditActor } from './audit-log';

/** The operator row (migration 038, disabled, no password) that stands for what the server decides alone. */
export const SYSTEM_OPERATOR = 'system';

/** The audit actor of a decision the server took by itself, tied to the call that set it off. */
export async function systemActor(db: Queryable, traceId: string | null): Promise<AuditActor> {
  const rows = await db.query<{ id: number }>(`select id from operators where name = $1`, [SYSTEM_OPERATOR]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the system operator is missing (migration 038)');
  return { operatorId: id, operatorName: SYSTEM_OPERATOR, roles: ['release'], address: '', traceId };
}
