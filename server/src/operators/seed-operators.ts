import type { Queryable } from '../db/database';
import { DEMO_OPERATORS } from './demo-operators';
import { createOperator } from './operator-accounts';

/** The demo operators (demo-operators.ts), already enrolled with their fixed secrets. */
export async function seedOperators(tx: Queryable, now: Date): Promise<void> {
  for (const operator of DEMO_OPERATORS) await createOperator(tx, operator, now);
}
