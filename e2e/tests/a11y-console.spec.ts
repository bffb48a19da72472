import { ScanReport } from '../support/axe';
import { consoleLogin } from '../support/operators';
import { urls } from '../support/ports';
import { settle } from '../support/settle';
import { test, expect } from '../support/test';

// WCAG 2.0/2.1/2.2 A and AA (axe) on the console: its login page, then every page of its menu as the
// admin, whose roles open every page. Only looks: nothing is submitted, the support desk stays off duty.
test('the console login and every console page have no serious or critical WCAG A/AA violation', async ({ page }) => {
  const report = new ScanReport('console, admin, zh-CN');
  await page.goto(`${urls.console}/login`);
  await expect(page.getByLabel('账号')).toBeVisible();
  await report.scan(page, 'login /login');
  await consoleLogin(page, 'admin');
  const menu = page.getByRole('navigation', { name: '控制台导航' });
  const links = await menu
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map(
        (anchor) => [anchor.textContent ?? '', new URL((anchor as HTMLAnchorElement).href).pathname] as const,
      ),
    );
  expect(links.length).toBeGreaterThan(10);
  for (const [name, path] of links) {
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await settle(page);
    await expect(page.locator('main [role="status"]').filter({ hasText: /加载/ })).toHaveCount(0);
    await report.scan(page, `${name} ${path}`);
  }
  report.finish();
});
