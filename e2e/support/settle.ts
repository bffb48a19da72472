import type { Page } from '@playwright/test';
import { expect } from './test';

/** Waits until the page has its remote areas and data: nothing loading on the network, no spinner in main. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('main [role="status"]').filter({ hasText: /加载中|正在加载|載入中|正在載入/ })).toHaveCount(
    0,
    {
      timeout: 15_000,
    },
  );
}
