import type { Page } from '@playwright/test';
import { openPages } from './routes';
import { settle } from './settle';
import { expect } from './test';

/**
 * Opens `address` (a path, or a full address on another brand's origin) and waits until it shows its
 * content: the shell's header, the page's own ready mark when the shell-routes list has one (marks of
 * the classic edition: `classic: false` skips them), then a quiet network and no spinner in main
 * (`spinner: true` for a page that is a spinner, /loading).
 */
export async function visit(page: Page, address: string, { classic = true, spinner = false } = {}): Promise<void> {
  await page.goto(address);
  // The full-window game host pages have no shell: their heading shows they are drawn.
  await expect(page.getByTestId('site-name').or(page.locator('body > * h1')).first()).toBeVisible({ timeout: 30_000 });
  const path = new URL(address, 'http://site').pathname;
  const ready = classic ? openPages.find(([openPath]) => openPath === path)?.[1] : undefined;
  if (ready !== undefined) await expect(page.getByTestId(ready).first(), path).toBeVisible();
  if (spinner) await page.waitForLoadState('networkidle').catch(() => undefined);
  else await settle(page);
}
