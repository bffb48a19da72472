import type { Page } from '@playwright/test';
import { ScanReport } from '../support/axe';
import { asMember, members } from '../support/members';
import { urls } from '../support/ports';
import { everyRoute } from '../support/routes';
import { visit } from '../support/visit';
import { test, expect } from '../support/test';

/** Home, the sports book, the deposit page and the member centre: the pages each theme must pass. */
const themed = (['home', 'sport', 'saveMoney', 'mine'] as const).map((name) => [name, everyRoute[name].path] as const);

async function scanThemed(page: Page, report: ScanReport, origin: string): Promise<void> {
  for (const [name, path] of themed) {
    await visit(page, origin + path, { classic: false });
    await expect(page.getByTestId('header-username')).toBeVisible();
    await report.scan(page, `${name} ${path}`);
  }
  report.finish();
}

// The same pages in the professional edition's theme (its own colours) and in zh-TW, as demo888.
test.describe('accessibility across editions and languages', () => {
  test('the pro brand (professional, zh-TW, its own tokens) has no serious or critical violation', async ({
    page,
    shell,
  }) => {
    // The login helper speaks zh-CN: log in in 简体, then back to the brand's 繁體.
    await visit(page, urls.pro + '/', { classic: false });
    await page.getByRole('button', { name: '简体' }).click();
    await shell.login('demo888', members.demo888);
    await page.getByRole('button', { name: '繁體' }).click();
    await expect(page.getByRole('button', { name: '繁體' })).toHaveAttribute('aria-pressed', 'true');
    await scanThemed(page, new ScanReport('pro brand: professional, zh-TW'), urls.pro);
  });

  asMember('demo888', () => {
    test('the default brand in the professional edition has none either', async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: '切换到专业版' }).click();
      await expect(page.getByRole('button', { name: '切换到经典版' })).toBeVisible();
      await scanThemed(page, new ScanReport('default brand: professional, zh-CN'), urls.site);
    });
  });
});
