import { expect, type Page, type Response } from '@playwright/test';
import { captchaAnswer } from './api';

const GRAPHIC_PATH = '/site/api/v1/user/register/defaultKaptcha';
const SLIDER_PATH = '/captcha/api/v1/slider/load';

async function dataOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as { status_code: number; data: T };
  expect(envelope.status_code).toBe(6000);
  return envelope.data;
}

/** Waits for the next graphic captcha the page fetches; resolves to its codeId. */
export function nextGraphicCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().endsWith(GRAPHIC_PATH))
    .then(async (r) => (await dataOf<{ codeId: string }>(r)).codeId);
}

/** Waits for the next slider challenge the page loads. */
export function nextSliderChallenge(page: Page): Promise<{ lot_number: string; width: number }> {
  return page
    .waitForResponse((r) => r.url().endsWith(SLIDER_PATH))
    .then((r) => dataOf<{ lot_number: string; width: number }>(r));
}

/** Types into the open 图形验证 dialog: the right answer (read through the test-only endpoint) or `typed`. */
export async function answerGraphicCaptcha(
  page: Page,
  codeId: string | Promise<string>,
  typed?: string,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '图形验证' });
  await expect(dialog).toBeVisible();
  const id = await codeId;
  const text = typed ?? (await captchaAnswer(id)).text;
  if (text === undefined) throw new Error(`captcha ${id} has no text answer`);
  await dialog.getByLabel('验证码').fill(text);
  await dialog.getByRole('button', { name: '确认' }).click();
}

/** The slider's texts: zh-CN unless a brand speaks zh-TW. */
export const SLIDER_TEXTS = { dialog: '安全验证', handle: '拖动滑块完成拼图' };
export const SLIDER_TEXTS_TW = { dialog: '安全驗證', handle: '拖動滑塊完成拼圖' };

/** Drags the 安全验证 slider like a person: to the answer (or `offBy` pixels beside it), in steps. */
export async function solveSlider(
  page: Page,
  challenge: Promise<{ lot_number: string; width: number }>,
  offBy = 0,
  texts = SLIDER_TEXTS,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  await expect(dialog).toBeVisible();
  const { lot_number: lot, width } = await challenge;
  const target = (await captchaAnswer(lot)).x;
  if (target === undefined) throw new Error(`slider ${lot} has no answer`);
  const handle = dialog.getByRole('slider', { name: texts.handle });
  const track = await dialog.getByTestId('slider-track').boundingBox();
  const box = await handle.boundingBox();
  if (!track || !box) throw new Error('slider not laid out');
  const distance = ((target + offBy) * track.width) / width;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(startX + (distance * i) / steps, y + (i % 3) - 1);
    await page.waitForTimeout(25);
  }
  await page.mouse.up();
}
