import { expect, type Page } from '@playwright/test';

const GRAPHIC_PATH = '/site/api/v1/user/register/defaultKaptcha';

/** Clicks `submit`, waits for the graphic captcha it brings up and types the answer `answerOf` gives for its id. */
export async function answerGraphicCaptchaWith(
  page: Page,
  submit: () => Promise<void>,
  answerOf: (id: string) => Promise<string>,
): Promise<void> {
  const next = page.waitForResponse((r) => r.url().endsWith(GRAPHIC_PATH));
  await submit();
  const envelope = (await (await next).json()) as { data: { codeId: string } };
  const dialog = page.getByRole('dialog', { name: '图形验证' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('验证码').fill(await answerOf(envelope.data.codeId));
  await dialog.getByRole('button', { name: '确认' }).click();
}
