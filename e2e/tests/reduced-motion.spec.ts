import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The banner shown: the slide not hidden from assistive technology. */
function shownBanner(page: Page) {
  return page.locator('[data-testid="banner-slide"]:not([aria-hidden="true"]) img').getAttribute('alt');
}

/** Animations running in the notice strip (the marquee's scroll is one). */
function stripAnimations(page: Page): Promise<number> {
  return page.getByTestId('notice-strip').evaluate((strip) => strip.getAnimations({ subtree: true }).length);
}

test.describe('reduced motion on home', () => {
  test('the banners do not turn by themselves and the notices stand still', async ({ page, shell }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await shell.open('/');
    await expect(page.getByTestId('banner-slide').first()).toBeAttached();
    expect(await page.getByTestId('banner-slide').count()).toBeGreaterThan(1);
    const first = await shownBanner(page);
    await page.clock.runFor(20_000);
    expect(await shownBanner(page)).toBe(first);
    await expect(page.getByTestId('notice-still')).toBeVisible();
    expect(await stripAnimations(page)).toBe(0);
    // The dots still turn the banners by hand.
    await page.getByTestId('banner-dot').nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownBanner(page)).not.toBe(first);
  });

  test('the prerendered HTML holds the notices still before any script has run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('notice-strip')).toBeVisible();
    expect(await stripAnimations(page)).toBe(0);
    await context.close();
  });

  test('without the setting the banners turn and the notices scroll', async ({ page, shell }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await shell.open('/');
    await expect(page.getByTestId('banner-slide').first()).toBeAttached();
    const first = await shownBanner(page);
    await page.clock.runFor(6_000);
    await expect.poll(() => shownBanner(page)).not.toBe(first);
    await expect(page.getByTestId('notice-still')).toHaveCount(0);
    await expect.poll(() => stripAnimations(page)).toBeGreaterThan(0);
  });
});
