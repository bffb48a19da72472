import { consoleRoleSchema, type ConsoleRole } from 'shared/contract/console';
import list from './demo-operators.json';

/**
 * The demo operators, one per role and a second finance operator for four eyes. Fixed passwords and
 * TOTP secrets, so `npm start` can print them and the e2e suite can compute their codes; they exist
 * only in the seeded demo data. The values live once, in demo-operators.json, which the start script
 * and the e2e helper read too.
 */
export interface DemoOperator {
  name: string;
  displayName: string;
  password: string;
  roles: readonly [ConsoleRole, ...ConsoleRole[]];
  /** Base32, for an authenticator app (or a test's TOTP). */
  totpSecret: string;
}

export const DEMO_OPERATORS: readonly DemoOperator[] = list.map((operator) => {
  const roles = operator.roles.map((role) => consoleRoleSchema.parse(role));
  const [first, ...rest] = roles;
  if (first === undefined) throw new Error(`demo operator ${operator.name} has no role`);
  return { ...operator, roles: [first, ...rest] };
});

export function demoOperator(name: string): DemoOperator {
  const found = DEMO_OPERATORS.find((operator) => operator.name === name);
  if (found === undefined) throw new Error(`no demo operator ${name}`);
  return found;
}
