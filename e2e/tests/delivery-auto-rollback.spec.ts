import type { Browser } from '@playwright/test';
import { join } from 'node:path';
import { DIAGNOSTICS_REPORT_PATH } from 'shared/contract';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { publishDist } from '../../scripts/lib/publish-remote.mjs';
import { callConsole, operatorToken } from '../support/console';
import { DRILL_SITE } from '../support/drill-site';
import { consoleLogin } from '../support/operators';
import { urls } from '../support/ports';
import {
  brokenPromotionsBuild,
  changePromotionsPins,
  promotionsVisitor,
  visitorOn,
  withPromotionsPins,
} from '../support/registry';
import { expect, test } from '../support/test';

interface HistoryRow {
  action: string;
  operatorName: string;
  figures: { version: string; loads: number; failures: number } | null;
}

/**
 * One page load of the discount page by `visitor` on the rehearsal brand: the promotions version it
 * fetched and whether the page rendered. A failed load waits for its report to leave the page.
 */
async function visit(browser: Browser, visitor: string): Promise<{ version: string | null; works: boolean }> {
  const { context, page, loaded } = await promotionsVisitor(browser, visitor);
  try {
    // The page's report of its loads: sent once the page is quiet for a while.
    const reported = page
      .waitForRequest((request) => request.url().endsWith(DIAGNOSTICS_REPORT_PATH), { timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    await page.goto('/activity/discount');
    const card = page.getByTestId('discount-card').first();
    const failed = page.locator('[data-remote-error="promotions"]');
    // A cold context fetches the remote's files unshared by any cache: give the first paint time on a busy machine.
    await expect(card.or(failed)).toBeVisible({ timeout: 30_000 });
    const works = await card.isVisible();
    if (!works) expect(await reported).toBe(true);
    return { version: loaded[0] ?? null, works };
  } finally {
    await context.close();
  }
}

test.describe('automatic rollback', () => {
  test('a broken canary fails in browsers, the server withdraws it, the visitor gets the stable version', async ({
    browser,
    page,
  }) => {
    // The first run builds the broken copy of mf-promotions (kept for later runs).
    test.setTimeout(360_000);
    const token = await operatorToken('release');
    const publish = async (distDir: string) =>
      ((await publishDist({ api: urls.api, token, remote: 'promotions', distDir })) as { version: { version: string } })
        .version.version;
    const change = (body: Record<string, unknown>, accept?: readonly number[]) =>
      changePromotionsPins(token, body, accept);
    const history = async () =>
      (
        await callConsole<{ list: HistoryRow[] }>(
          '/releases/history',
          { siteId: DRILL_SITE, pageNum: 1, pageSize: 5 },
          token,
        )
      ).data.list;

    const stable = await publish(join(ROOT, 'mf-promotions', 'dist'));
    const broken = await publish(await brokenPromotionsBuild());
    const visitor = visitorOn('canary', 'promotions', 100);

    await withPromotionsPins(async () => {
      // 8094: the stable pin may already be set by an earlier spec or a retry.
      await change({ action: 'pin', version: stable }, [6000, 8094]);
      await change({ action: 'canary', version: broken, percent: 100 });

      // The e2e deployment withdraws after 3 loads (CANARY_ROLLBACK_MIN_LOADS) above 20% failures.
      for (let load = 0; load < 3; load += 1) {
        if ((await history())[0]?.action === 'auto_rollback') break;
        expect(await visit(browser, visitor)).toEqual({ version: broken, works: false });
      }
      await expect
        .poll(async () => (await history())[0], { timeout: 15_000 })
        .toMatchObject({
          action: 'auto_rollback',
          operatorName: 'system',
          figures: { version: broken },
        });
      expect(await visit(browser, visitor)).toEqual({ version: stable, works: true });
    });

    await consoleLogin(page, 'release');
    await page.getByRole('link', { name: '发布管理' }).click();
    await page.getByRole('tab', { name: '星耀演练站（站点 4）' }).click();
    const row = page.getByTestId('release-history').getByRole('row').filter({ hasText: '自动回滚' }).first();
    await expect(row).toContainText('system');
    await expect(row).toContainText(`撤下灰度版本 ${broken}`);
    await page.getByRole('link', { name: '远程健康' }).click();
    await expect(page.getByTestId('auto-rollback').first()).toContainText(`mf_promotions 灰度版本 ${broken}`);
  });
});
