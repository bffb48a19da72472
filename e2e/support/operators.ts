import type { Page } from '@playwright/test';
import { consoleVerifyTotp } from 'shared/contract/console';
import { expect } from './test';
import { demoOperator, type OperatorName } from './demo-operators';
import { urls } from './ports';
import { TOTP_STEP_MS, totpCode } from './totp';

export type { OperatorName } from './demo-operators';

/**
 * Logs `name` into the console page through its form, as an operator would: password, then the
 * authenticator's code. A code is good once per step, so when this operator already used the
 * current one (an earlier test, another worker), the next step's code is typed, which the server
 * takes a step early.
 */
export async function consoleLogin(page: Page, name: OperatorName): Promise<void> {
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
