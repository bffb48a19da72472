import { ScanReport } from '../support/axe';
import { inHalves, routesSeenBy } from '../support/routes';
import { visit } from '../support/visit';
import { test, expect } from '../support/test';

// WCAG 2.0/2.1/2.2 A and AA (axe) on every page a visitor sees, classic edition, zh-CN; and the
// dialogs a visitor meets first: login, register and the login tip.
test.describe('accessibility for a visitor', () => {
  // Two halves, so each test stays well inside the time limit on a loaded runner.
  for (const [part, slice] of inHalves(routesSeenBy('visitor'))) {
    test(`the ${part} half of the public pages has no serious or critical WCAG A/AA violation`, async ({ page }) => {
      const report = new ScanReport(`visitor, classic, zh-CN (${part} half)`);
      for (const [name, path] of slice) {
        await visit(page, path, { spinner: name === 'loading' });
        await report.scan(page, `${name} ${path}`);
      }
      report.finish();
    });
  }

  test('the login, register and tips dialogs have none either', async ({ page }) => {
    const report = new ScanReport('visitor dialogs, classic, zh-CN');
    await visit(page, '/');
    await page.getByTestId('header-login').click();
    const auth = page.getByRole('dialog', { name: '登录与注册' });
    // The auth remote loads on this first request.
    await expect(auth.getByLabel('用户名')).toBeVisible({ timeout: 30_000 });
    await report.scan(page, 'dialog: login');
    await auth.getByRole('tab', { name: '注册' }).click();
    await expect(auth.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    await report.scan(page, 'dialog: register');
    await page.keyboard.press('Escape');
    await expect(auth).toHaveCount(0);

    await visit(page, '/game/realbet');
    // A visitor who enters a venue is asked to log in first.
    await page.getByTestId('venue-card').filter({ hasText: 'AG真人' }).getByRole('button', { name: /进入/ }).click();
    const tips = page.getByRole('dialog', { name: '温馨提示' });
    await expect(tips).toBeVisible();
    await report.scan(page, 'dialog: tips');
    report.finish();
  });
});
