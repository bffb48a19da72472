import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';

/** docs/decisions/0003-first-page-budget.md: a visitor's home route, gzip level 9 as the bench counts it. */
const BUDGET_BYTES = 200 * 1024;

// The route's own scripts: the visitor asks to save data, so the idle prefetch of the next vertical's
// remote stays out (host/src/prefetch), as in `npm run bench:size`'s "alone" figure.
test('a visitor’s home route loads at most 200 KiB gzip of script', async ({ page, shell }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
  );
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await shell.open('/');
  // The data sections are the home's last chunks.
  await expect(page.getByTestId('hot-matches')).toBeVisible();
  await expect(page.getByTestId('egame-vendors')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  const gzip = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  expect(scripts.length).toBeGreaterThan(1);
  expect(gzip, `${(gzip / 1024).toFixed(1)} KiB gzip in ${scripts.length} scripts`).toBeLessThanOrEqual(BUDGET_BYTES);
});
