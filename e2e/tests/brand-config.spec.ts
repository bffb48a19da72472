import { test, expect } from '../support/test';
import { serveApp, type StaticServer } from '../support/deployment';
import { e2ePorts } from '../support/ports';

const port = 18480;

test.describe('a bad brand config', () => {
  let server: StaticServer | undefined;
  let brand: unknown = {};
  test.beforeAll(async () => {
    server = await serveApp('host', { ...e2ePorts, host: port }, () => brand);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('shows a full-page Chinese error naming the bad field', async ({ page }) => {
    brand = {
      brand: 'broken',
      siteId: 'abc',
      siteName: '坏配置',
      apiBaseUrl: 'http://127.0.0.1:1',
      chatSocketUrl: 'ws://127.0.0.1:1/stream',
      remotes: {},
    };
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.getByRole('alert')).toContainText('站点配置错误');
    await expect(page.getByTestId('brand-error-field')).toHaveText('siteId');
    await expect(page.getByTestId('brand-error-message')).toHaveText('必须是数字编号');
  });

  test('names the remote whose address is not a URL', async ({ page }) => {
    brand = {
      brand: 'broken',
      siteId: '1',
      siteName: '坏配置',
      apiBaseUrl: 'http://127.0.0.1:1',
      chatSocketUrl: 'ws://127.0.0.1:1/stream',
      remotes: { casino: 'casino.example' },
    };
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(page.getByTestId('brand-error-field')).toHaveText('remotes.casino');
  });
});
