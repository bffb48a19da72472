import { test, expect } from '../support/test';

test.describe('the shell', () => {
  test('renders header, navigation, login and register, home content and footer in zh-CN classic', async ({
    page,
    shell,
  }) => {
    await shell.open('/');
    await expect(shell.siteName).toHaveText('星耀体育');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    for (const [key, label] of [
      ['home', '首页'],
      ['sport', '体育'],
      ['realbet', '真人'],
      ['egame', '电子'],
      ['lottery', '彩票'],
      ['chess', '棋牌'],
      ['gaming', '电竞'],
      ['fish', '捕鱼'],
      ['discount', '优惠'],
    ]) {
      await expect(shell.navLink(key!)).toHaveText(label!);
    }
    await expect(page.getByTestId('header-login')).toHaveText('登录');
    await expect(page.getByTestId('header-register')).toHaveText('注册');
    await expect(shell.footer).toContainText('未满18周岁禁止参与');
    await expect(page).toHaveTitle('首页 - 星耀体育');
    await expect(page.getByRole('button', { name: '切换到专业版' })).toBeVisible();
    // Banners come from the server's navigationList, notices from queryNoticeListByPage.
    await expect(page.locator('[aria-roledescription="carousel"] img').first()).toBeVisible();
    await expect(page.getByTestId('notice-strip')).not.toContainText('暂无公告');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(243, 245, 249)');
  });

  test('home asks for its banners once, at start-up, and fetches the first picture before the carousel shows it', async ({
    page,
    shell,
  }) => {
    const bannerCalls: string[] = [];
    const pictures: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/advertising/navigationList')) bannerCalls.push(request.postData() ?? '');
      if (request.resourceType() === 'image') pictures.push({ url: request.url(), at: Date.now() });
    });
    await shell.open('/');
    const first = page.locator('[aria-roledescription="carousel"] img').first();
    await expect(first).toBeVisible();
    // The prefetch and the carousel share one request (the endpoint is cacheable).
    expect(bannerCalls).toHaveLength(1);
    const src = await first.evaluate((img: HTMLImageElement) => img.src);
    expect(
      await page
        .locator(
          `link[rel="preload"][as="image"][href="${new URL(src).pathname}"], link[rel="preload"][as="image"][href="${src}"]`,
        )
        .count(),
    ).toBe(1);
    expect(pictures.filter((picture) => picture.url === src)).toHaveLength(1);
  });

  test('an unknown path shows not-found with a way home', async ({ page, shell }) => {
    await shell.open('/no/such/page');
    await expect(page.getByTestId('not-found')).toContainText('页面不存在');
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('switching to zh-TW re-renders the shell and the mounted remote at once, and persists', async ({
    page,
    shell,
  }) => {
    // zh-TW texts are chunks of their own, fetched only for a page that shows zh-TW.
    const traditional: string[] = [];
    page.on('request', (request) => {
      if (/\/i18n-zh-TW-[a-z]+\.[0-9a-f]+\.js$/.test(request.url())) traditional.push(new URL(request.url()).pathname);
    });
    await shell.open('/game/realbet');
    await expect(page.getByRole('heading', { name: '真人视讯' })).toBeVisible();
    expect(traditional).toEqual([]);
    await page.getByRole('button', { name: '繁體' }).click();
    await expect(shell.navLink('home')).toHaveText('首頁');
    await expect(page.getByRole('heading', { name: '真人視訊' })).toBeVisible();
    expect(traditional.some((path) => path.includes('i18n-zh-TW-host'))).toBe(true);
    expect(traditional.some((path) => path.includes('i18n-zh-TW-casino'))).toBe(true);
    // A reload in zh-TW: the shell and the remote it mounts show zh-TW from their first paint.
    await page.reload();
    await expect(shell.navLink('home')).toHaveText('首頁');
    await expect(page.getByRole('heading', { name: '真人視訊' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '真人视讯' })).toHaveCount(0);
    await page.getByRole('button', { name: '简体' }).click();
    await expect(shell.navLink('home')).toHaveText('首页');
  });

  test('the professional edition darkens every area and persists', async ({ page, shell }) => {
    await shell.open('/');
    await page.getByRole('button', { name: '切换到专业版' }).click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(16, 19, 24)');
    await page.reload();
    await expect(page.getByRole('button', { name: '切换到经典版' })).toBeVisible();
    await page.getByRole('button', { name: '切换到经典版' }).click();
  });

  test('a visitor on a login-required route goes home with the bottom toast', async ({ page, shell }) => {
    await shell.openExpectingToast('/mine', '请先登录账号，才能了解更多');
    await expect(page).toHaveURL(/\/$/);
  });
});
