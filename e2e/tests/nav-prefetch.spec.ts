import type { Page } from '@playwright/test';
import { fetchedBeforeLoad } from '../support/before-load';
import { e2ePorts } from '../support/ports';
import { expect, test } from '../support/test';

/** Every address the page asks of one remote's server (manifest, entry, chunks). */
function watchRemote(page: Page, port: number): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === '127.0.0.1' && url.port === String(port)) seen.push(url.pathname);
  });
  return seen;
}

const remoteOrigin = (port: number) => new RegExp(`^http://127\\.0\\.0\\.1:${port}/`);
/** Waits for the page's next idle moment after its load, when an idle prefetch would have started. */
async function pastIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200))));
  await page.waitForLoadState('networkidle');
}

const nav = (page: Page, key: string) => page.locator(`nav[aria-label="主导航"] [data-nav="${key}"]`);

test.describe('a vertical’s remote ahead of the click', () => {
  test('hovering a category fetches its remote’s entry before any click, and the page then opens from it', async ({
    page,
    shell,
  }) => {
    const casino = watchRemote(page, e2ePorts.casino);
    await shell.open('/');
    await pastIdle(page);
    // The idle prefetch is the first category's (sports), never the casino's.
    expect(casino).toEqual([]);

    await nav(page, 'realbet').hover();
    await expect.poll(() => casino.some((path) => /\/remoteEntry(\.[0-9a-f]+)?\.js$/.test(path))).toBe(true);
    expect(casino).toContain('/mf-manifest.json');
    await expect.poll(() => casino.some((path) => path.includes('__federation_expose_VenueListPage'))).toBe(true);
    await expect(page).toHaveURL(/\/$/);

    // The click reuses what the hover fetched: the entry is not asked for again.
    const entries = casino.filter((path) => path.includes('remoteEntry')).length;
    await nav(page, 'realbet').click();
    await expect(page).toHaveURL(/\/game\/realbet$/);
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    expect(casino.filter((path) => path.includes('remoteEntry'))).toHaveLength(entries);
  });

  test('focusing a category from the keyboard fetches its remote too', async ({ page, shell }) => {
    const promotions = watchRemote(page, e2ePorts.promotions);
    await shell.open('/');
    await page.waitForLoadState('networkidle');
    expect(promotions).toEqual([]);
    await nav(page, 'discount').focus();
    await expect.poll(() => promotions.some((path) => path.includes('remoteEntry'))).toBe(true);
  });

  test('once the home has loaded and the browser is idle, the first vertical’s remote comes on its own, never before the load', async ({
    page,
    shell,
  }) => {
    const sports = watchRemote(page, e2ePorts.sports);
    await shell.open('/');
    await expect.poll(() => sports.some((path) => path.includes('remoteEntry'))).toBe(true);
    expect(await fetchedBeforeLoad(page, remoteOrigin(e2ePorts.sports))).toEqual([]);
    expect(await fetchedBeforeLoad(page, /\/federation-runtime\.[0-9a-f]+\.js$/)).toEqual([]);
  });

  test('a visitor saving data gets no prefetch: neither on idle nor on hover', async ({ page, shell }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    const sports = watchRemote(page, e2ePorts.sports);
    const casino = watchRemote(page, e2ePorts.casino);
    await shell.open('/');
    await pastIdle(page);
    await nav(page, 'realbet').hover();
    await pastIdle(page);
    expect(sports).toEqual([]);
    expect(casino).toEqual([]);
    // The click still opens the page the ordinary way.
    await nav(page, 'realbet').click();
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
  });
});
