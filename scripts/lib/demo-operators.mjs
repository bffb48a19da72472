import { readFileSync } from 'node:fs';

/** The seeded demo operators of the console (server/src/operators/demo-operators.json, the one source). */
export function demoOperators() {
  return JSON.parse(readFileSync(new URL('../../server/src/operators/demo-operators.json', import.meta.url), 'utf8'));
}

/** Lines `npm start` prints: each operator's name, roles, password and TOTP secret (for an authenticator app). */
export function demoOperatorLines() {
  return demoOperators().map(
    (operator) =>
      `     ${operator.name.padEnd(10)} ${operator.roles.join(',').padEnd(10)} 密码 ${operator.password.padEnd(20)} TOTP密钥 ${operator.totpSecret}`,
  );
}
