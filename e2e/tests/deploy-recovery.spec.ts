import type { Route } from '@playwright/test';
import type { RemoteEvent } from '../support/remote-fixtures';
import { urls } from '../support/ports';
import { expect, test } from '../support/test';

/** Every script of the host's own origin: the remotes live on other ports. */
const hostScripts = new RegExp(`^${urls.site.replace(/\./g, '\\.')}/.*\\.js(\\?.*)?$`);

// A new build replaces the hashed files while a page is open: a page in its own host chunk must
// leave the shell standing and ask for a reload, never turn the page white.
test.describe('a deploy under an open page', () => {
  test('a host page whose chunk is gone shows the shell and 页面已更新，请刷新; the button reloads into the page', async ({
    page,
    shell,
  }) => {
    await shell.open('/');
    const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    await page.route(hostScripts, gone);

    await page.getByRole('link', { name: 'APP下载' }).first().click();
    const updated = page.getByRole('alert').filter({ hasText: '页面已更新，请刷新' });
    await expect(updated).toBeVisible();
    await expect(shell.siteName).toBeVisible();
    await expect(shell.navLink('home')).toBeVisible();
    const events = await page.evaluate(
      () =>
        ((globalThis as { __PLATFORM_REMOTE_EVENTS__?: unknown[] }).__PLATFORM_REMOTE_EVENTS__ ?? []) as RemoteEvent[],
    );
    expect(events.some((event) => event.kind === 'page-chunk-failed' && event.remote === 'host')).toBe(true);

    // The new build is there now: the reload brings the page.
    await page.unroute(hostScripts, gone);
    await updated.getByRole('button', { name: '刷新页面' }).click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.locator('main svg').first()).toBeVisible();
    await expect(page.getByText('页面已更新，请刷新')).toHaveCount(0);
  });
});
