import type { Browser, Page } from '@playwright/test';
import { memberState } from '../support/members';
import { consoleLogin } from '../support/operators';
import { e2ePorts } from '../support/ports';
import { expect, test } from '../support/test';

/** The 问题编号 in the footer, as the player reads it out. */
async function traceIdShown(page: Page): Promise<string> {
  const text = await page.getByTestId('page-trace-id').innerText();
  const id = /问题编号：([0-9a-f-]{36})/.exec(text)?.[1];
  if (id === undefined) throw new Error(`no trace id in "${text}"`);
  return id;
}

/** Support's console, in a context of its own. */
async function supportPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await consoleLogin(page, 'support');
  return page;
}

test.describe('问题查询', () => {
  test.use({ storageState: memberState('transfer03') });

  test('support finds the calls and the failed remote of the page load a player reported', async ({
    page,
    shell,
    browser,
  }) => {
    // The promotions remote cannot load in this page load (no manifest, and none saved before).
    await page.route(`http://127.0.0.1:${e2ePorts.promotions}/mf-manifest.json*`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await shell.openAsMember('transfer03');
    await shell.navLink('discount').click();
    await expect(shell.remoteError('promotions')).toBeVisible();
    await shell.navLink('sport').click();
    await expect(page.getByTestId('sports-venue-card').first()).toBeVisible();
    const traceId = await traceIdShown(page);
    // The player switches away: the page sends what it has (the reporter's pagehide beacon).
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

    const console = await supportPage(browser);
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
