import { devices } from '@playwright/test';
import { test, expect } from '../support/test';
import { urls } from '../support/ports';
import { openPages } from '../support/routes';

test.describe('every shell route, per brand', () => {
  test('the default brand reaches every open page, guards the member ones, and 404s the rest', async ({
    page,
    shell,
  }) => {
    for (const [path, testId] of openPages) {
      await shell.open(path);
      await expect(page.getByTestId(testId).first(), path).toBeVisible();
    }
    await shell.open('/sponsor');
    await expect(page.getByRole('heading', { name: '品牌赞助' })).toBeVisible();
    await expect(shell.footer).toHaveCount(0);
    await shell.open('/download');
    await expect(page.locator('main svg[role="img"], main canvas, main svg').first()).toBeVisible();
    await shell.open('/app/help');
    await expect(page.getByRole('navigation', { name: '帮助主题' })).toBeVisible();
    await shell.open('/app/help/ck');
    await expect(page.getByRole('heading', { name: '存款帮助', level: 1 })).toBeVisible();
    for (const guarded of ['/mine', '/mine/vip', '/redirect/game/chess', '/game/sport/crty']) {
      await shell.openExpectingToast(guarded, '请先登录账号，才能了解更多');
      await expect(page).toHaveURL(/\/$/);
    }
    for (const missing of ['/nope', '/app/help/nope', '/activity/unknown']) {
      await shell.open(missing);
      await expect(page.getByTestId('not-found'), missing).toBeVisible();
    }
  });

  test('the pro brand (zh-TW, professional) reaches the same pages and guards the same ones', async ({
    page,
    shell,
  }) => {
    for (const [path, testId] of openPages) {
      await page.goto(urls.pro + path);
      await expect(page.getByTestId(testId).first(), path).toBeVisible();
    }
    for (const path of ['/sponsor', '/download', '/app/help/gztk', '/app/help/ck']) {
      await page.goto(urls.pro + path);
      await expect(shell.siteName).toBeVisible();
      await expect(page.getByTestId('not-found'), path).toHaveCount(0);
    }
    // The help centre and the download page bring their own texts with their chunks: in zh-TW from
    // the first paint (the page waits for them), never the zh-CN fallback.
    await page.goto(urls.pro + '/app/help/gztk');
    await expect(page.getByRole('navigation', { name: '幫助主題' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '規則條款', level: 1 })).toBeVisible();
    await expect(page.getByText('賬戶', { exact: true })).toBeVisible();
    await expect(page.getByText('帮助主题')).toHaveCount(0);
    await page.goto(urls.pro + '/download');
    await expect(page.getByRole('heading', { name: 'APP下載', level: 1 })).toBeVisible();
    await expect(page.getByText('iOS 安裝說明')).toBeVisible();
    await shell.openExpectingToast(urls.pro + '/mine', '請先登入賬號，才能瞭解更多');
  });

  test('the lite brand: its verticals only, and the deposit help topic is not-found', async ({ page, shell }) => {
    for (const path of ['/game/realbet', '/activity/discount', '/sponsor', '/app/help/kh']) {
      await page.goto(urls.lite + path);
      await expect(shell.siteName).toBeVisible();
      await expect(page.getByTestId('not-found'), path).toHaveCount(0);
    }
    for (const path of ['/game/sport', '/app/help/ck', '/mine/savemoney']) {
      await page.goto(urls.lite + path);
      await expect(page.getByTestId('not-found'), path).toBeVisible();
    }
  });

  test('a long title scrolls in 300 ms steps; a short one stays', async ({ page, shell }) => {
    // The suite's pages ask for less motion (playwright.config.ts); this one is about the moving title.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(urls.pro + '/app/help/tysstqth');
    await expect(shell.siteName).toBeVisible();
    const first = await page.title();
    expect(Array.from(first).length).toBeGreaterThan(15);
    await expect.poll(() => page.title(), { timeout: 2000 }).not.toBe(first);
    await shell.open('/game/realbet');
    await expect(page).toHaveTitle('真人视讯 - 星耀体育');
    await page.waitForTimeout(700);
    await expect(page).toHaveTitle('真人视讯 - 星耀体育');
  });
});

test.describe('navigation behaviour', () => {
  test('the tab bar keeps a visited page as it was (its chosen filter) and closes tabs', async ({ page, shell }) => {
    await shell.open('/activity/discount');
    await page.getByRole('tab', { name: '体育' }).click();
    await expect(page.getByRole('tab', { name: '体育' })).toHaveAttribute('aria-selected', 'true');
    await shell.navLink('realbet').click();
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    const tabs = page.getByTestId('tab-bar');
    await tabs.getByRole('link', { name: '优惠活动' }).click();
    await expect(page.getByRole('tab', { name: '体育' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('button', { name: '关闭真人视讯' }).click();
    await expect(tabs.getByRole('link', { name: '真人视讯' })).toHaveCount(0);
  });

  test('a progress bar runs while a remote chunk loads', async ({ page, shell }) => {
    await shell.open('/');
    await page.route(/127\.0\.0\.1:18085\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await shell.navLink('discount').click();
    await expect(page.getByTestId('route-progress')).toBeVisible();
    await expect(page.getByTestId('discount-card').first()).toBeVisible();
    await expect(page.getByTestId('route-progress')).toHaveCount(0);
  });

  test('?register=1 opens registration for a visitor; invite codes in any spelling are stored', async ({ page }) => {
    await page.goto('/?register=1&R_CODE=r77&iCode=i88');
    await expect(page.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => [localStorage.getItem('rCode'), localStorage.getItem('iCode')])).toEqual([
      'r77',
      'i88',
    ]);
  });

  test('notices show sanitised HTML: the hostile ones run nothing', async ({ page, shell }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a notice ran script: ${dialog.message()}`);
    });
    await shell.open('/');
    await page.getByTestId('notice-open').click();
    const list = page.getByTestId('notice-list');
    await expect(list).toContainText('请认准官方网址');
    await expect(list.locator('script, [onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __noticeXss?: boolean }).__noticeXss)).toBeUndefined();
  });
});

// A phone's screen, user agent and touch, in the same Chromium.
const { defaultBrowserType: _engine, ...iphone } = devices['iPhone 13'];

test.describe('mobile visitors', () => {
  test.use(iphone);

  test('go to the mobile site with their invite codes', async ({ page, context }) => {
    await context.route(/^https:\/\/m\.xingyao\.example\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>手机版</title>' }),
    );
    await page.goto(urls.site + '/?icode=AB12&rcode=XY9');
    await page.waitForURL(/^https:\/\/m\.xingyao\.example\.com\//);
    const url = new URL(page.url());
    expect(url.searchParams.get('icode')).toBe('AB12');
    expect(url.searchParams.get('rcode')).toBe('XY9');
  });
});
