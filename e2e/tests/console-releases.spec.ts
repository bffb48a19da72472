import type { Page } from '@playwright/test';
import type { BrandRemotePin, RemoteVersion, consoleReleaseOverview } from 'shared/contract/console';
import type { ResponseOf } from 'shared/contract';
import { remoteNames } from 'shared/remotes';
import type { Envelope } from '../support/api';
import { consoleDesk } from '../support/console-desk';
import { expect, test } from '../support/test';

type Overview = ResponseOf<typeof consoleReleaseOverview>;

const version = (remote: RemoteVersion['remote'], id: string): RemoteVersion => ({
  remote,
  version: id.repeat(16),
  commit: 'c0ffee1234567890abcdef1234567890abcdef12',
  contractRange: '^1.0.0',
  exposes: ['./App'],
  totalBytes: 1_048_576,
  createdAt: '2026-11-28T01:00:00.000Z',
  createdBy: 'release',
});

/** Every remote of every brand with a stable and a canary version: the table at its widest. */
function everyRemotePinned(overview: Overview): Overview {
  const pinsOf = (siteId: string): BrandRemotePin[] =>
    remoteNames.map((remote) => ({
      siteId,
      remote,
      stable: version(remote, 'a'),
      canary: version(remote, 'b'),
      canaryPercent: 50,
      updatedAt: '2026-11-28T02:00:00.000Z',
      updatedBy: 'release',
    }));
  return {
    brands: overview.brands.map((brand) => ({ ...brand, pins: pinsOf(brand.siteId) })),
    versions: remoteNames.flatMap((remote) => [version(remote, 'b'), version(remote, 'a')]),
  };
}

/** How far the pins table reaches past the content column, and whether it scrolls sideways. */
function overflow(page: Page, siteId: string) {
  return page.getByTestId(`release-pins-${siteId}`).evaluate((table) => {
    const frame = table.parentElement!;
    const main = document.querySelector('main')!.getBoundingClientRect();
    return {
      scrolls: frame.scrollWidth > frame.clientWidth,
      pastRight: Math.max(0, Math.round(table.getBoundingClientRect().right - main.right)),
    };
  });
}

test.describe('发布管理', () => {
  test('the pins table fits the content column at 1280 and 1440 px, every action in reach', async ({ browser }) => {
    const desk = await consoleDesk(browser, 'release');
    await desk.route('**/console/api/v1/releases/overview*', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as Envelope<Overview>;
      await route.fulfill({ response, json: { ...answer, data: everyRemotePinned(answer.data) } });
    });
    await desk.getByRole('link', { name: '发布管理' }).click();
    // The release desk opens on this page at login, before the route: load it again through the route.
    await desk.reload();
    const table = desk.getByTestId('release-pins-1');
    await expect(table.getByTestId('release-pin')).toHaveCount(remoteNames.length);

    for (const width of [1440, 1280]) {
      await desk.setViewportSize({ width, height: 900 });
      await expect.poll(() => overflow(desk, '1')).toEqual({ scrolls: false, pastRight: 0 });
      const promotions = table.locator('[data-remote="promotions"]');
      await expect(promotions).toContainText('aaaaaaaaaaaaaaaa');
      await expect(promotions).toContainText('c0ffee123456 · 1024 KiB');
      for (const row of await table.getByTestId('release-pin').all()) {
        const rollback = row.getByRole('button', { name: '回滚' });
        await rollback.scrollIntoViewIfNeeded();
        await expect(rollback).toBeInViewport();
        await expect(row.locator('td').first()).toBeInViewport();
      }
      await desk.screenshot({ path: test.info().outputPath(`releases-${width}.png`), fullPage: true });
    }
    await desk.context().close();
  });
});
