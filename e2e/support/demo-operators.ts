import { demoOperators } from '../../scripts/lib/demo-operators.mjs';

export type OperatorName = 'admin' | 'finance' | 'finance2' | 'support' | 'moderator' | 'release';

export interface DemoOperator {
  name: OperatorName;
  password: string;
  totpSecret: string;
}

/** The seeded demo operators, from the one file the server seeds them from and `npm start` prints. */
const DEMO_OPERATORS = demoOperators() as DemoOperator[];

export function demoOperator(name: OperatorName): DemoOperator {
  const operator = DEMO_OPERATORS.find((candidate) => candidate.name === name);
  if (operator === undefined) throw new Error(`no demo operator ${name}`);
  return operator;
}
