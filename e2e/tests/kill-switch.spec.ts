import type { Page, Request } from '@playwright/test';
import { callConsole, operatorToken } from '../support/console';
import { DRILL_SITE, asDrillSite } from '../support/drill-site';
import { consoleLogin } from '../support/operators';
import { e2ePorts } from '../support/ports';
import { expect, test } from '../support/test';

/**
 * The operator's live switch of a vertical (docs/decisions/0001-per-site-vertical-switches.md):
 * 版块开关 in the console, called as the demo release operator, on the rehearsal brand: site 4, served by the main host with its brand.json's siteId swapped, so the
 * default brand that other suites browse at the same time never sees a switch. The tests share that
 * site, so they run one after another and each switches everything back on at its end.
 */
const verticals = ['sports', 'casino', 'wallet', 'promotions', 'chat'] as const;

async function setVertical(
  vertical: (typeof verticals)[number],
  state: 'on' | 'off' | 'maintenance',
  extra: { message?: string; until?: string } = {},
): Promise<void> {
  const answer = await callConsole(
    '/verticals/set',
    { siteId: DRILL_SITE, vertical, state, reason: '演练版块开关', ...extra },
    await operatorToken('release'),
  );
  expect(answer.status_code, answer.message).toBe(6000);
}

/** A mark on the window that a reload would wipe out. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __noReload?: boolean }).__noReload = true));
}
async function expectSameWindow(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

test.describe('the live kill-switch per vertical', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page }) => {
    await asDrillSite(page);
  });
  test.afterEach(async () => {
    for (const vertical of verticals) await setVertical(vertical, 'on');
  });

  test('sports into maintenance while its page is open: the nav item goes and the page shows the message, then both come back', async ({
    page,
    shell,
  }) => {
    await shell.open('/game/sport');
    const nav = page.locator('nav[aria-label="主导航"]');
    await expect(nav.locator('[data-nav="sport"]')).toBeVisible();
    await expect(page.getByTestId('maintenance')).toHaveCount(0);
    await markWindow(page);

    await setVertical('sports', 'maintenance', {
      message: '体育赛事数据升级中，预计两小时后恢复',
      until: '2026-11-25T04:00:00.000Z',
    });
    await expect(page.getByTestId('maintenance-message')).toHaveText('体育赛事数据升级中，预计两小时后恢复', {
      timeout: 10_000,
    });
    await expect(page.getByRole('heading', { name: '体育维护中' })).toBeVisible();
    await expect(page.getByTestId('maintenance-until')).toContainText('2026-11-25 12:00:00');
    await expect(nav.locator('[data-nav="sport"]')).toHaveCount(0);
    // The other verticals are untouched.
    await expect(nav.locator('[data-nav="realbet"]')).toBeVisible();
    await expect(page).toHaveURL(/\/game\/sport$/);

    await setVertical('sports', 'on');
    await expect(nav.locator('[data-nav="sport"]')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('maintenance')).toHaveCount(0, { timeout: 10_000 });
    await expectSameWindow(page);
  });

  test('the release operator switches sports into maintenance on the console page; the open player page follows', async ({
    page,
    shell,
    context,
  }) => {
    await shell.open('/game/sport');
    await expect(page.locator('nav[aria-label="主导航"] [data-nav="sport"]')).toBeVisible();
    await markWindow(page);

    const desk = await context.newPage();
    await consoleLogin(desk, 'release');
    await desk.getByRole('link', { name: '版块开关' }).click();
    const drill = desk.getByRole('region', { name: '星耀演练站（站点 4）' });
    await drill.getByRole('button', { name: '切换 星耀演练站 的体育' }).click();
    const dialog = desk.getByRole('dialog', { name: '切换体育：星耀演练站' });
    await dialog.getByRole('button', { name: '维护中' }).click();
    await dialog.getByLabel('维护说明').fill('赛事数据源切换中');
    await dialog.getByLabel('原因').fill('演练：控制台切换');
    await dialog.getByRole('button', { name: '确认切换' }).click();
    await expect(dialog).toBeHidden();
    await expect(drill.locator('[data-vertical="sports"]')).toContainText('赛事数据源切换中');

    await expect(page.getByTestId('maintenance-message')).toHaveText('赛事数据源切换中', { timeout: 10_000 });
    await expectSameWindow(page);
  });

  test('a casino switched off is not-found, like a brand without it, and its links are gone', async ({
    page,
    shell,
  }) => {
    await setVertical('casino', 'off');
    await shell.open('/game/realbet');
    await expect(page.getByTestId('not-found')).toBeVisible();
    const nav = page.locator('nav[aria-label="主导航"]');
    await expect(nav.locator('[data-nav="sport"]')).toBeVisible();
    for (const key of ['realbet', 'egame', 'chess', 'lottery', 'gaming', 'fish'])
      await expect(nav.locator(`[data-nav="${key}"]`)).toHaveCount(0);
    await markWindow(page);

    await setVertical('casino', 'on');
    await expect(nav.locator('[data-nav="realbet"]')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('not-found')).toHaveCount(0, { timeout: 10_000 });
    await expectSameWindow(page);
  });

  test("a new visitor's page never requests the switched-off remote", async ({ page, shell }) => {
    await setVertical('casino', 'off');
    const casinoRequests: string[] = [];
    const sportsRequests: string[] = [];
    const casinoOrigin = `http://127.0.0.1:${e2ePorts.casino}`;
    const sportsOrigin = `http://127.0.0.1:${e2ePorts.sports}`;
    page.on('request', (request: Request) => {
      if (request.url().startsWith(casinoOrigin)) casinoRequests.push(request.url());
      if (request.url().startsWith(sportsOrigin)) sportsRequests.push(request.url());
    });
    await shell.open('/game/realbet');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await shell.open('/');
    await expect(page.locator('nav[aria-label="主导航"] [data-nav="sport"]')).toBeVisible();
    // The sports page still loads its remote: the check below would see a remote request if there were one.
    await page.locator('nav[aria-label="主导航"] [data-nav="sport"]').click();
    await expect.poll(() => sportsRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(casinoRequests).toEqual([]);
  });
});
