import { consoleDesk } from '../support/console-desk';
import { failRemoteManifest } from '../support/failing-remote';
import { memberState } from '../support/members';
import { traceIdShown } from '../support/page-trace-id';
import { expect, test } from '../support/test';

test.describe('问题查询', () => {
  test.use({ storageState: memberState('transfer03') });

  test('support finds the calls and the failed remote of the page load a player reported', async ({
    page,
    shell,
    browser,
  }) => {
    // The promotions remote cannot load in this page load (no manifest, and none saved before).
    await failRemoteManifest(page, 'promotions');
    await shell.openAsMember('transfer03');
    await shell.navLink('discount').click();
    await expect(shell.remoteError('promotions')).toBeVisible();
    await shell.navLink('sport').click();
    await expect(page.getByTestId('sports-venue-card').first()).toBeVisible();
    const traceId = await traceIdShown(page);
    // The player switches away: the page sends what it has (the reporter's pagehide beacon).
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

    const console = await consoleDesk(browser, 'support');
    await console.getByRole('link', { name: '问题查询' }).click();
    await console.getByLabel('问题编号').fill(traceId);
    const remotes = console.getByTestId('trace-remotes');
    await expect(async () => {
      await console.getByRole('button', { name: '查询' }).click();
      await expect(remotes.getByTestId('trace-remote').filter({ hasText: 'mf_promotions' }).first()).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(remotes.getByTestId('trace-remote').filter({ hasText: 'mf_promotions' }).first()).toContainText(
      /加载失败|load-failed/,
    );
    await expect(remotes.getByTestId('trace-remote').filter({ hasText: 'mf_sports' }).first()).toContainText('成功');
    await expect(console.getByTestId('trace-calls').getByTestId('trace-call').first()).toBeVisible();
    await expect(console.getByTestId('trace-calls')).toContainText('/site/api/v1/configuration/verticals');
    await expect(console.getByTestId('trace-member')).toContainText('transfer03');
    await console.screenshot({ path: test.info().outputPath('trace-lookup.png'), fullPage: true });
    await console.context().close();
  });
});
