import type { Page } from '@playwright/test';
import { consoleLogin } from '../support/operators';
import { e2ePorts } from '../support/ports';
import { expect, test } from '../support/test';

/** The 问题编号 in the footer. */
async function traceIdShown(page: Page): Promise<string> {
  const text = await page.getByTestId('page-trace-id').innerText();
  const id = /问题编号：([0-9a-f-]{36})/.exec(text)?.[1];
  if (id === undefined) throw new Error(`no trace id in "${text}"`);
  return id;
}

test.describe('远程健康', () => {
  test("a remote whose manifest fails in a player's browser shows as a failed load of that remote, linked to 问题查询", async ({
    page,
    shell,
    browser,
  }) => {
    await page.route(`http://127.0.0.1:${e2ePorts.promotions}/mf-manifest.json*`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await shell.open('/');
    await shell.navLink('discount').click();
    await expect(shell.remoteError('promotions')).toBeVisible();
    const traceId = await traceIdShown(page);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const desk = await context.newPage();
    await consoleLogin(desk, 'admin');
    await desk.getByRole('link', { name: '远程健康' }).click();
    await desk.getByRole('button', { name: '近1小时' }).click();
    const failure = desk.getByTestId('remote-failure').filter({ hasText: traceId });
    await expect(async () => {
      await desk.reload();
      await desk.getByRole('button', { name: '近1小时' }).click();
      await expect(failure).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(failure).toContainText('mf_promotions');
    await expect(failure).toContainText('无法加载');
    const row = desk.locator('[data-testid="remote-health-row"][data-remote="mf_promotions"]').first();
    await expect(row).toBeVisible();
    const unavailable = await row.locator('td').nth(3).innerText();
    expect(Number(unavailable)).toBeGreaterThanOrEqual(1);
    await desk.screenshot({ path: test.info().outputPath('remote-health.png'), fullPage: true });

    await failure.getByRole('link', { name: traceId }).click();
    await expect(desk.getByTestId('trace-remotes')).toContainText('mf_promotions');
    await context.close();
  });
});
