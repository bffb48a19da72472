import type { Page } from '@playwright/test';
import { asMember } from '../support/members';
import { expect, test } from '../support/test';

const WIDTHS = [1280, 1366, 1440, 1920] as const;

/** Where each header row's content may go: its box less its padding (the page column). */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const row of document.querySelectorAll<HTMLElement>('header [data-header-row]')) {
      const box = row.getBoundingClientRect();
      const style = getComputedStyle(row);
      const right = box.right - parseFloat(style.paddingRight);
      const left = box.left + parseFloat(style.paddingLeft);
      for (const item of row.querySelectorAll<HTMLElement>('a, button, [data-testid="balance-widget"], strong, span')) {
        const at = item.getBoundingClientRect();
        if (at.width === 0) continue;
        if (at.right > right + 0.5 || at.left < left - 0.5) {
          found.push(
            `${row.dataset.headerRow}: "${item.innerText.trim().slice(0, 12)}" ${Math.round(at.left)}–${Math.round(at.right)} outside ${Math.round(left)}–${Math.round(right)}`,
          );
        }
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    return found;
  });
}

// A member's header carries the most (greeting, balance, shortcuts, 会员中心): at every common
// desktop width, in both editions, it stays inside the page column.
test.describe('the header fits the page column', () => {
  asMember('demo888', () => {
    test('for a member at 1280, 1366, 1440 and 1920 px, classic and professional', async ({
      page,
      shell,
    }, testInfo) => {
      await shell.openAsMember('demo888', '/');
      await expect(page.getByTestId('center-wallet-balance')).toBeVisible();
      for (const edition of ['classic', 'professional'] as const) {
        if (edition === 'professional') {
          await page.getByRole('button', { name: '切换到专业版' }).click();
          await expect(page.getByRole('button', { name: '切换到经典版' })).toBeVisible();
        }
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const mine = page.getByRole('link', { name: /会员中心/ });
          await expect(mine).toBeVisible();
          await page.screenshot({
            path: testInfo.outputPath(`header-${edition}-${width}.png`),
            clip: { x: 0, y: 0, width, height: 140 },
          });
          const column = await page.locator('header [data-header-row="main"]').evaluate((row) => {
            const box = row.getBoundingClientRect();
            return box.right - parseFloat(getComputedStyle(row).paddingRight);
          });
          const box = await mine.boundingBox();
          const end = (box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0);
          expect(end, `会员中心 ends inside the column (${edition}, ${width} px)`).toBeLessThanOrEqual(column + 0.5);
          expect(await overflows(page), `${edition}, ${width} px`).toEqual([]);
        }
      }
    });
  });
});
