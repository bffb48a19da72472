import { test, expect } from '../support/test';
import { remoteNames } from '../../scripts/lib/remotes.mjs';

interface Report {
  count: number;
  owners: string[];
}

test('the page holds one React, one jotai store, one bus, one api client and one i18n across all eight apps', async ({
  page,
  shell,
}) => {
  await shell.open('/');
  await shell.login();
  for (const key of ['sport', 'realbet', 'discount']) {
    await shell.navLink(key).click();
    await expect(page.locator('main')).not.toContainText('正在加载');
  }
  await page.getByRole('link', { name: /会员中心/ }).click();
  await expect(page.getByTestId('mine-username')).toBeVisible();
  // The wallet's page, through the header balance's shortcut.
  await page.getByTestId('balance-shortcut-transferMoney').click();
  await expect(page.getByTestId('transfer-centre-balance')).toBeVisible();
  // The chat remote comes on a press of 在线客服 (this member never had the support window open).
  await page.locator('header').getByRole('button', { name: '在线客服' }).click();
  await expect(page.getByRole('dialog', { name: '温馨提示' })).toBeVisible();
  await page.keyboard.press('Escape');

  const report = await page.evaluate(() => {
    const registry = (
      globalThis as unknown as { __PLATFORM_INSTANCES__: Record<string, { instance: unknown; owners: string[] }[]> }
    ).__PLATFORM_INSTANCES__;
    return Object.fromEntries(
      Object.entries(registry).map(([kind, list]) => [
        kind,
        { count: list.length, owners: list.flatMap((e) => e.owners) },
      ]),
    );
  });
  for (const kind of ['react', 'jotai-store', 'bus', 'api', 'i18n']) {
    expect((report[kind] as Report | undefined)?.count, `${kind} instances`).toBe(1);
  }
  expect((report.react as Report).owners.sort()).toEqual(['host', ...remoteNames.map((name) => `mf_${name}`)].sort());
});
