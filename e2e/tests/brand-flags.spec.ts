import { test, expect } from '../support/test';
import { brandFor, serveApp, type StaticServer } from '../support/deployment';
import { e2ePorts, urls } from '../support/ports';

/** The default brand's deployment served again with the three presentation flags of SPEC §1 on. */
const port = 18580;
const site = `http://127.0.0.1:${port}`;
const PERMANENT = 'https://xingyao.example/';

test.describe('a brand with skipSport, foreverSite and crMode', () => {
  let server: StaticServer | undefined;
  test.beforeAll(async () => {
    const base = brandFor('default', e2ePorts);
    const flags = {
      ...(base.flags as Record<string, boolean> | undefined),
      skipSport: true,
      foreverSite: true,
      crMode: true,
    };
    const brand = { ...base, brand: 'flags', permanentUrl: PERMANENT, flags };
    server = await serveApp('host', { ...e2ePorts, host: port }, () => brand);
  });
  test.afterAll(async () => {
    await server?.close();
  });
  // This deployment's brand.json carries the flags; the default brand's live configuration (品牌配置)
  // would lay the seeded flags over them, so its call fails here and the host keeps the file's.
  test.beforeEach(async ({ page }) => {
    await page.route('**/site/api/v1/configuration/brand*', (route) => route.abort());
  });

  test('skipSport: visitors land on the first game vertical, and sports leaves navigation, home and its routes', async ({
    page,
    shell,
  }) => {
    await page.goto(`${site}/?icode=A1`);
    await expect(page).toHaveURL(`${site}/game/realbet?icode=A1`);
    await expect(page.getByTestId('venue-card').first()).toBeVisible({ timeout: 20_000 });
    await expect(shell.navLink('realbet')).toBeVisible();
    await expect(shell.navLink('sport')).toHaveCount(0);
    // The home page it passed through is not a tab.
    await expect(page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link')).toHaveText(['真人视讯']);

    // 首页 still opens the home page, without a sports entry or the hot matches.
    await shell.navLink('home').click();
    await expect(page).toHaveURL(`${site}/`);
    await expect(page.getByTestId('entry-realbet')).toBeVisible();
    await expect(page.getByTestId('entry-sport')).toHaveCount(0);
    await expect(page.getByTestId('hot-matches')).toHaveCount(0);

    for (const path of ['/game/sport', '/game/sport/crty']) {
      await page.goto(site + path);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  test('foreverSite: the permanent address with 复制网址, and a close that is remembered', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    await page.goto(`${site}/game/chess`);
    const notice = page.getByTestId('forever-site');
    await expect(notice).toContainText('请牢记本站永久网址');
    await expect(page.getByTestId('forever-site-url')).toHaveText(PERMANENT);

    await notice.getByRole('button', { name: '复制网址' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `已复制永久网址 ${PERMANENT}` })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PERMANENT);

    await notice.getByRole('button', { name: '关闭永久网址提示' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('site-name')).toBeVisible();
    await expect(page.getByTestId('forever-site')).toHaveCount(0);
  });

  test('crMode: 紧凑阅读 shrinks the page type, and the choice is kept', async ({ page }) => {
    const rootPx = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    await page.goto(`${site}/game/chess`);
    const toggle = page.getByTestId('cr-mode-switch');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const standard = await rootPx();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(rootPx).toBeCloseTo(standard * 0.875, 1);
    await expect(page.locator('html')).toHaveAttribute('data-cr-mode', 'compact');

    await page.reload();
    await expect(page.getByTestId('cr-mode-switch')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(rootPx).toBeCloseTo(standard * 0.875, 1);
  });

  test('the default brand has none of them', async ({ page, shell }) => {
    await page.goto(`${urls.site}/`);
    await expect(page).toHaveURL(`${urls.site}/`);
    await expect(shell.navLink('sport')).toBeVisible();
    await expect(page.getByTestId('forever-site')).toHaveCount(0);
    await expect(page.getByTestId('cr-mode-switch')).toHaveCount(0);
  });
});
