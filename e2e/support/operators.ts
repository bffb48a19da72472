import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './test';
import { urls } from './ports';

/**
 * The demo operators the server seeds (server/src/operators/demo-operators.ts), which `npm start`
 * prints: e2e drives the running server, never its source, so their logins are written here like
 * the seeded members' (support/members.ts).
 */
export const operators = {
  admin: { password: 'admin-demo-2026', totpSecret: 'JBSWY3DPEHPK3PXPADMINAAA' },
  finance: { password: 'finance-demo-2026', totpSecret: 'JBSWY3DPEHPK3PXPFINANCEA' },
  finance2: { password: 'finance2-demo-2026', totpSecret: 'JBSWY3DPEHPK3PXPFINANCEB' },
  support: { password: 'support-demo-2026', totpSecret: 'JBSWY3DPEHPK3PXPSUPPORTA' },
} as const;

export type OperatorName = keyof typeof operators;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_MS = 30_000;

function base32(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The RFC 6238 code an authenticator shows for `secret` at `at` (30 s steps, 6 digits, SHA-1). */
export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / STEP_MS)));
  const digest = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 15;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/**
 * Logs `name` into the console page through its form, as an operator would: password, then the
 * authenticator's code. A code is good once per step, so when this operator already used the
 * current one (an earlier test), the next step's code is typed once it comes.
 */
export async function consoleLogin(page: Page, name: OperatorName): Promise<void> {
  const operator = operators[name];
  await page.goto(`${urls.console}/login`);
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill(operator.password);
  await page.getByRole('button', { name: '登录' }).click();
  const codeField = page.getByLabel('动态验证码');
  await expect(codeField).toBeVisible();
  const signedIn = page.getByRole('button', { name: '退出登录' });
  const reused = page.getByRole('alert').filter({ hasText: '该动态验证码已使用' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await codeField.fill(totpCode(operator.totpSecret));
    await page.getByRole('button', { name: '验证' }).click();
    await expect(signedIn.or(reused)).toBeVisible();
    if (await signedIn.isVisible()) return;
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
  }
  throw new Error(`${name} could not log into the console`);
}
