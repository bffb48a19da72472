import type { Queryable } from '../db/database';
import { appendAudit } from './audit-log';
import { DEMO_OPERATORS } from './demo-operators';
import { createOperator, findOperatorByName, operatorView } from './operator-accounts';

/** The demo operators (demo-operators.ts), already enrolled with their fixed secrets. */
export async function seedOperators(tx: Queryable, now: Date): Promise<void> {
  for (const operator of DEMO_OPERATORS) await createOperator(tx, operator, now);
}

/** Why a demo operator's creation row names no console call: the seed made it, not a person. */
export const SEED_AUDIT_REASON = '系统初始化：创建演示操作员';

/**
 * One `operator.create` audit row per demo operator that has none, so a fresh database's audit log
 * already says where every account came from. No person acted: the row is attributed to the demo
 * admin (audit_log.operator_id must name an operator), with no address and the reason above.
 * Its own seed step, so databases seeded before it get the rows too.
 */
export async function auditSeededOperators(tx: Queryable, now: Date): Promise<void> {
  const admin = await findOperatorByName(tx, 'admin');
  if (admin === null) return;
  const actor = { operatorId: admin.id, operatorName: admin.name, roles: admin.roles, address: '', traceId: null };
  for (const demo of DEMO_OPERATORS) {
    const operator = await findOperatorByName(tx, demo.name);
    if (operator === null) continue;
    const target = `operator:${operator.id}`;
    const logged = await tx.query(`select 1 from audit_log where action = 'operator.create' and target = $1 limit 1`, [
      target,
    ]);
    if (logged.length > 0) continue;
    await appendAudit(
      tx,
      actor,
      { action: 'operator.create', target, after: operatorView(operator), reason: SEED_AUDIT_REASON },
      now,
    );
  }
}
