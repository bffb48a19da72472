import type { BrowserContext, Page } from '@playwright/test';
import { urls } from './ports';

/**
 * The rehearsal brand (site 4, seeded with every vertical): specs that change a brand for everyone
 * (its vertical switches, its live configuration, its remote pins) change this one, served by the
 * main host with its brand.json's siteId swapped, so suites browsing the default brand never see it.
 */
export const DRILL_SITE = '4';

/** Serves the main host as the rehearsal brand to this page or context. */
export async function asDrillSite(target: Page | BrowserContext): Promise<void> {
  await target.route(`${urls.site}/brand.json`, async (route) => {
    const response = await route.fetch();
    const brand = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...brand, siteId: DRILL_SITE } });
  });
}
