import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, as a keyboard user walks to it; fails after `most`
 * presses. The focused element must show a focus ring (a visible outline or box shadow).
 */
export async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusRing(target);
      return;
    }
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${most} presses`);
}

/** The element shows where the focus is: an outline or a box shadow, not nothing. */
export async function expectFocusRing(target: Locator): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow, 'a visible focus ring').toBe(true);
}
