import type { Page } from '@playwright/test';
import { consoleVerifyTotp } from 'shared/contract/console';
import { expect } from './test';
import { demoOperator, type OperatorName } from './demo-operators';
import { urls } from './ports';
import { TOTP_STEP_MS, totpCode } from './totp';
import { forgetOperatorSession, operatorSession } from './console';

export type { OperatorName } from './demo-operators';

/** Where the console keeps its session (console/src/lib/operator-session.ts). */
const SESSION_KEY = 'console.session';

/**
 * Opens the console in `page` as `name`, signed in with the worker's session of that operator (one
 * login per operator and worker instead of one per test: a login takes the authenticator's next
 * code, and a third login of one operator within 30 s waits for the step after). The form itself is
 * exercised by `consoleLoginThroughForm`. A session the server no longer knows sends the console to
 * its login page: then the worker logs in afresh, once.
 */
export async function consoleLogin(page: Page, name: OperatorName): Promise<void> {
  const signedIn = page.getByRole('button', { name: '退出登录' });
  const loginForm = page.getByLabel('密码');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const session = await operatorSession(name);
    // Given once per token: a test that logs out and reloads stays logged out.
    await page.addInitScript(
      ({ key, value, token, origin }) => {
        const given = 'e2e.console-session-given';
        if (window.location.origin !== origin || window.sessionStorage.getItem(given) === token) return;
        window.sessionStorage.setItem(given, token);
        window.sessionStorage.setItem(key, value);
      },
      { key: SESSION_KEY, value: JSON.stringify(session), token: session.token, origin: new URL(urls.console).origin },
    );
    await page.goto(urls.console);
    await expect(signedIn.or(loginForm)).toBeVisible({ timeout: 30_000 });
    if (await signedIn.isVisible()) return;
    forgetOperatorSession(name);
  }
  throw new Error(`${name} could not open the console with a session`);
}

/**
 * Logs `name` into the console page through its form, as an operator would: password, then the
 * authenticator's code. A code is good once per step, so when this operator already used the
 * current one (an earlier test, another worker), the next step's code is typed, which the server
 * takes a step early.
 */
export async function consoleLoginThroughForm(page: Page, name: OperatorName): Promise<void> {
  const operator = demoOperator(name);
  await page.goto(`${urls.console}/login`);
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill(operator.password);
  await page.getByRole('button', { name: '登录' }).click();
  const codeField = page.getByLabel('动态验证码');
  await expect(codeField).toBeVisible();
  const signedIn = page.getByRole('button', { name: '退出登录' });
  const reused = page.getByRole('alert').filter({ hasText: '该动态验证码已使用' });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Only when the next step's code was used as well does the login wait for the step after.
    const now = Date.now();
    for (const offset of [0, 1]) {
      await codeField.fill(totpCode(operator.totpSecret, now + offset * TOTP_STEP_MS));
      // Each answer is read from its own response: the refusal of the code before may still be on screen.
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith(consoleVerifyTotp.path),
      );
      await page.getByRole('button', { name: '验证' }).click();
      const { status_code } = (await (await answered).json()) as { status_code: number };
      if (status_code === 6000) {
        await expect(signedIn).toBeVisible();
        return;
      }
      await expect(reused).toBeVisible();
    }
    await page.waitForTimeout(TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500);
  }
  throw new Error(`${name} could not log into the console`);
}
