import { visit } from '../support/visit';
import { test, expect } from '../support/test';

test('the login dialog holds the focus, closes on Escape and gives the focus back to its opener', async ({ page }) => {
  await visit(page, '/');
  const opener = page.getByTestId('header-login');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '登录与注册' });
  // The auth remote loads on this first request.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByLabel('用户名')).toBeVisible();

  // Twice round the dialog's stops, forwards then backwards: the focus never leaves it.
  const stops = await dialog.evaluate(
    (box) =>
      box.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), [tabindex]')
        .length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops * 2 + 2; press += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((box) => box.contains(document.activeElement)), `${key} ×${press + 1}`).toBe(true);
    }
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
