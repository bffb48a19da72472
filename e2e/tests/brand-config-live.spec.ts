import { asDrillSite } from '../support/drill-site';
import { consoleLogin } from '../support/operators';
import { expect, test } from '../support/test';

/**
 * 品牌配置 live: the admin renames the rehearsal brand (site 4, served by the main host with its
 * brand.json's siteId swapped, so suites browsing the default brand never see it) in the console; a
 * player's next page load shows the new name; a rollback brings the old one back.
 */

test.describe('品牌配置', () => {
  test("the admin renames a brand: the player's next load shows it; a rollback brings the old name back", async ({
    page,
    shell,
    browser,
  }) => {
    await asDrillSite(page);
    await shell.open('/');
    const header = page.locator('header');
    await expect(header).toContainText('星耀体育');

    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const desk = await context.newPage();
    await consoleLogin(desk, 'admin');
    await desk.getByRole('link', { name: '品牌配置' }).click();
    await desk.getByRole('tab', { name: '星耀演练站（站点 4）' }).click();
    const current = desk.getByTestId('brand-config-current');
    const before = Number(/当前版本 v(\d+)/.exec(await current.innerText())?.[1]);
    const editor = current.getByLabel('配置（JSON）');
    const config = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
    expect(config.siteName).toBe('星耀体育');

    // A wrong field is named before anything is sent.
    await editor.fill(JSON.stringify({ ...config, quickStakes: [] }, null, 2));
    await current.getByRole('button', { name: '保存为新版本' }).click();
    await expect(current.getByRole('alert')).toContainText('字段 quickStakes');

    await editor.fill(JSON.stringify({ ...config, siteName: '星耀周年庆' }, null, 2));
    await current.getByRole('button', { name: '保存为新版本' }).click();
    const saveDialog = desk.getByRole('dialog', { name: '确认保存品牌配置' });
    await saveDialog.getByLabel('原因').fill('周年庆改名');
    await saveDialog.getByRole('button', { name: '确认保存' }).click();
    await expect(saveDialog).toBeHidden();
    await expect(current).toContainText(`当前版本 v${before + 1}`);
    await desk.screenshot({ path: test.info().outputPath('brand-config.png'), fullPage: true });

    await page.reload();
    await expect(header).toContainText('星耀周年庆');

    await desk.getByRole('button', { name: `回滚到 v${before}` }).click();
    const rollbackDialog = desk.getByRole('dialog', { name: `确认回滚到 v${before}` });
    await rollbackDialog.getByLabel('原因').fill('活动结束');
    await rollbackDialog.getByRole('button', { name: '确认回滚' }).click();
    await expect(rollbackDialog).toBeHidden();
    await expect(current).toContainText(`当前版本 v${before + 2}`);
    await expect(desk.getByTestId('brand-config-history')).toContainText(`回滚至 v${before}`);

    await page.reload();
    await expect(header).toContainText('星耀体育');
    await expect(header).not.toContainText('星耀周年庆');
    await context.close();
  });
});
