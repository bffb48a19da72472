import { test, expect } from '../support/test';
import { urls } from '../support/ports';

test.describe('white-label brands from one build', () => {
  test('the lite brand leaves out sports and chat, and deposits', async ({ page, shell }) => {
    await page.goto(urls.lite + '/');
    await expect(shell.siteName).toHaveText('星耀娱乐');
    await expect(shell.navLink('realbet')).toBeVisible();
    await expect(shell.navLink('sport')).toHaveCount(0);
    await expect(page.getByTestId('entry-sport')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '在线客服' })).toHaveCount(0);
    // Icons hidden by the brand's hide-nav-icon flag; the edition switch by its professional flag.
    await expect(shell.navLink('realbet').locator('svg')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /切换到/ })).toHaveCount(0);
    for (const path of ['/game/sport', '/mine/savemoney', '/app/help/ck']) {
      await page.goto(urls.lite + path);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  test('the lite brand talks to the API in obfuscated mode', async ({ page, shell }) => {
    const obfuscated = page.waitForRequest(
      (request) => request.url().includes('/x/') && request.headers()['x-obf'] === '1',
    );
    await page.goto(urls.lite + '/game/realbet');
    await obfuscated;
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await expect(shell.siteName).toBeVisible();
  });

  test('the pro brand opens in zh-TW, professional edition, with its own tokens', async ({ page, shell }) => {
    await page.goto(urls.pro + '/');
    await expect(shell.siteName).toHaveText('星耀专业版');
    await expect(shell.navLink('home')).toHaveText('首頁');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(12, 17, 16)');
    await expect(page.getByRole('button', { name: '切換到經典版' })).toBeVisible();
  });
});
