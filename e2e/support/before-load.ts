import type { Page } from '@playwright/test';

/**
 * The resources the page started fetching before its load event ended whose address matches
 * `pattern`: what a prefetch must never add (it waits for the load and an idle moment after it).
 */
export async function fetchedBeforeLoad(page: Page, pattern: RegExp): Promise<string[]> {
  await page.waitForLoadState('load');
  return page.evaluate((source) => {
    const matches = new RegExp(source);
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loaded = navigation?.loadEventEnd ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => matches.test(entry.name) && entry.startTime < loaded)
      .map((entry) => entry.name);
  }, pattern.source);
}
