import { consoleDesk } from '../support/console-desk';
import { failRemoteManifest } from '../support/failing-remote';
import { traceIdShown } from '../support/page-trace-id';
import { expect, test } from '../support/test';

test.describe('远程健康', () => {
  test("a remote whose manifest fails in a player's browser shows as a failed load of that remote, linked to 问题查询", async ({
    page,
    shell,
    browser,
  }) => {
    await failRemoteManifest(page, 'promotions');
    await shell.open('/');
    await shell.navLink('discount').click();
    await expect(shell.remoteError('promotions')).toBeVisible();
    const traceId = await traceIdShown(page);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

    const desk = await consoleDesk(browser, 'admin');
    await desk.getByRole('link', { name: '远程健康' }).click();
    await desk.getByRole('button', { name: '近1小时' }).click();
    // One page load can report its failed remote more than once: several rows carry its trace id.
    const failure = desk
      .getByTestId('remote-failure')
      .filter({ hasText: traceId })
      .filter({ hasText: 'mf_promotions' })
      .first();
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
    await desk.context().close();
  });
});
