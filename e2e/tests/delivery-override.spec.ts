import type { Browser } from '@playwright/test';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { callConsole, operatorToken } from '../support/console';
import { consoleLogin } from '../support/operators';
import { urls } from '../support/ports';
import { CANARY_MARK, changedPromotionsBuild } from '../support/registry';
import { expect, test } from '../support/test';

/** A developer's dev server: a second local address serving a visibly changed mf-promotions. */
const DEV_PORT = 18491;
const DEFAULT_SITE = '1';

interface Issued {
  override: { id: number; address: string; expiresAt: string };
  linkPath: string;
}

/** One visitor's browser on the default brand; the caller closes it. */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: urls.site });
  return { context, page: await context.newPage() };
}

test.describe('the developer override', () => {
  test('a second address serves mf-promotions only in the browser holding the override, until it expires', async ({
    browser,
  }) => {
    // The changed build is made once and kept (.tmp); the test itself runs well under a minute.
    test.setTimeout(300_000);
    const dist = await changedPromotionsBuild();
    const dev = await startStaticServer({ root: dist, port: DEV_PORT });
    const holder = await visitor(browser);
    const other = await visitor(browser);
    try {
      const address = `${dev.url}/mf-manifest.json`;
      const answer = await callConsole<Issued>(
        '/releases/overrides/issue',
        { siteId: DEFAULT_SITE, remote: 'promotions', address, lifetimeSeconds: 25 },
        await operatorToken('release'),
      );
      expect(answer.status_code, answer.message).toBe(6000);
      const { linkPath, override } = answer.data;

      // The link stores the token in this browser only, then goes on to the site.
      await holder.page.goto(linkPath);
      await expect(holder.page).toHaveURL(`${urls.site}/`);
      const held = await holder.page.goto('/activity/discount');
      expect(held?.headers()['content-security-policy']).toContain(dev.url);
      await expect(holder.page.getByTestId(CANARY_MARK)).toBeVisible({ timeout: 30_000 });
      const banner = holder.page.getByTestId('developer-override-banner');
      await expect(banner).toContainText('开发覆盖');
      await expect(banner).toContainText('优惠模块');
      await expect(banner).toContainText(address);
      await expect(banner.getByRole('button', { name: '结束覆盖' })).toBeVisible();

      // Another visitor at the same time: the normal remote, no banner, no widened policy.
      const plain = await other.page.goto('/activity/discount');
      expect(plain?.headers()['content-security-policy']).not.toContain(dev.url);
      await expect(other.page.getByTestId('discount-card').first()).toBeVisible({ timeout: 30_000 });
      await expect(other.page.getByTestId(CANARY_MARK)).toHaveCount(0);
      await expect(other.page.getByTestId('developer-override-banner')).toHaveCount(0);

      // After the expiry a reload of the holder's page runs the normal remote again.
      const left = Date.parse(override.expiresAt) - Date.now();
      await holder.page.waitForTimeout(Math.max(0, left) + 1_000);
      const after = await holder.page.reload();
      expect(after?.headers()['content-security-policy']).not.toContain(dev.url);
      await expect(holder.page.getByTestId('discount-card').first()).toBeVisible({ timeout: 30_000 });
      await expect(holder.page.getByTestId(CANARY_MARK)).toHaveCount(0);
      await expect(holder.page.getByTestId('developer-override-banner')).toHaveCount(0);
    } finally {
      await Promise.all([holder.context.close(), other.context.close()]);
      await dev.close();
    }
  });
});

test('the console issues an override for the brand in view, shows its link, and revokes it after confirmation', async ({
  page,
}) => {
  await consoleLogin(page, 'release');
  await page.goto(`${urls.console}/releases`);
  const section = page.getByTestId('override-section');
  await section.getByLabel('子应用').selectOption('casino');
  await section.getByTestId('override-address').fill('http://127.0.0.1:18492/remoteEntry.js');
  await section.getByRole('button', { name: '签发覆盖' }).click();
  await expect(section.getByLabel('覆盖链接')).toHaveValue(/\/__override\?token=[\w-]+\.[\w-]+$/);
  const row = section.getByTestId('override-row').filter({ hasText: 'http://127.0.0.1:18492/remoteEntry.js' });
  await expect(row).toContainText('mf-casino');
  await row.getByRole('button', { name: '撤销' }).click();
  const dialog = page.getByRole('dialog', { name: '确认撤销覆盖' });
  await dialog.getByRole('button', { name: '撤销' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});
