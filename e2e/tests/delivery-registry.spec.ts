import type { Browser } from '@playwright/test';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { publishDist } from '../../scripts/lib/publish-remote.mjs';
import { callConsole, operatorToken } from '../support/console';
import { DRILL_SITE } from '../support/drill-site';
import { urls } from '../support/ports';
import {
  CANARY_MARK,
  changePromotionsPins,
  changedPromotionsBuild,
  promotionsVisitor,
  visitorOn,
  withPromotionsPins,
} from '../support/registry';
import { expect, test } from '../support/test';

interface Published {
  version: { version: string };
  address: string;
}

/** What one visitor's page load runs: the promotions version it fetched, and whether the canary's mark shows. */
async function visit(browser: Browser, visitor: string): Promise<{ version: string | null; marked: boolean }> {
  const { context, page, loaded } = await promotionsVisitor(browser, visitor);
  try {
    await page.goto('/activity/discount');
    // A cold context fetches the remote's files unshared by any cache: give the first paint time on a busy machine.
    await expect(page.getByTestId('discount-card').first()).toBeVisible({ timeout: 30_000 });
    return { version: loaded[0] ?? null, marked: await page.getByTestId(CANARY_MARK).isVisible() };
  } finally {
    await context.close();
  }
}

test.describe('the remote registry', () => {
  test('publish a changed mf-promotions, a 50% canary splits two visitors, promote, roll back', async ({ browser }) => {
    test.setTimeout(360_000);
    const token = await operatorToken('release');
    const publish = (distDir: string) =>
      publishDist({ api: urls.api, token, remote: 'promotions', distDir }) as Promise<Published>;
    const change = (body: Record<string, unknown>, accept?: readonly number[]) =>
      changePromotionsPins(token, body, accept);

    const stable = await publish(join(ROOT, 'mf-promotions', 'dist'));
    const canary = await publish(await changedPromotionsBuild());
    expect(canary.version.version).not.toBe(stable.version.version);
    const manifest = await fetch(canary.address);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const onCanary = visitorOn('canary', 'promotions', 50);
    const onStable = visitorOn('stable', 'promotions', 50);

    await withPromotionsPins(async () => {
      // 8094: a retry of this test finds the stable pin already set.
      await change({ action: 'pin', version: stable.version.version }, [6000, 8094]);
      await change({ action: 'canary', version: canary.version.version, percent: 50 });
      expect(await visit(browser, onCanary)).toEqual({ version: canary.version.version, marked: true });
      expect(await visit(browser, onStable)).toEqual({ version: stable.version.version, marked: false });

      await change({ action: 'promote' });
      expect(await visit(browser, onStable)).toEqual({ version: canary.version.version, marked: true });

      await change({ action: 'rollback', version: stable.version.version });
      expect(await visit(browser, onCanary)).toEqual({ version: stable.version.version, marked: false });
      expect(await visit(browser, onStable)).toEqual({ version: stable.version.version, marked: false });

      const history = await callConsole<{ list: { action: string; operatorName: string }[] }>(
        '/releases/history',
        { siteId: DRILL_SITE, pageNum: 1, pageSize: 3 },
        token,
      );
      expect(history.data.list.map((row) => [row.action, row.operatorName])).toEqual([
        ['rollback', 'release'],
        ['promote', 'release'],
        ['canary', 'release'],
      ]);
    });
  });
});
