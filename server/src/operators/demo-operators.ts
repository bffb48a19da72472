import type { ConsoleRole } from 'shared/contract/console';

/**
 * The demo operators, one per role and a second finance operator for four eyes. Fixed passwords and
 * TOTP secrets, so `npm start` can print them and the e2e suite can compute their codes; they exist
 * only in the seeded demo data. Import this module (or read the names), never copy the values.
 */
export interface DemoOperator {
  name: string;
  displayName: string;
  password: string;
  roles: readonly [ConsoleRole, ...ConsoleRole[]];
  /** Base32, for an authenticator app (or a test's TOTP). */
  totpSecret: string;
}

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  { name: 'admin', displayName: '系统管理员', password: 'admin-demo-2026', roles: ['admin'], totpSecret: 'JBSWY3DPEHPK3PXPADMINAAA' },
  { name: 'finance', displayName: '财务一', password: 'finance-demo-2026', roles: ['finance'], totpSecret: 'JBSWY3DPEHPK3PXPFINANCEA' },
  { name: 'finance2', displayName: '财务二', password: 'finance2-demo-2026', roles: ['finance'], totpSecret: 'JBSWY3DPEHPK3PXPFINANCEB' },
  { name: 'support', displayName: '客服一', password: 'support-demo-2026', roles: ['support'], totpSecret: 'JBSWY3DPEHPK3PXPSUPPORTA' },
  { name: 'moderator', displayName: '聊天管理员', password: 'moderator-demo-2026', roles: ['moderator'], totpSecret: 'JBSWY3DPEHPK3PXPMODERATE' },
  { name: 'release', displayName: '发布管理员', password: 'release-demo-2026', roles: ['release'], totpSecret: 'JBSWY3DPEHPK3PXPRELEASEA' },
];

export function demoOperator(name: string): DemoOperator {
  const found = DEMO_OPERATORS.find((operator) => operator.name === name);
  if (found === undefined) throw new Error(`no demo operator ${name}`);
  return found;
}
