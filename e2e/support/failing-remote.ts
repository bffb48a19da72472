import type { Page } from '@playwright/test';
import type { AppKey, Ports } from './deployment';
import { e2ePorts } from './ports';

/**
 * Makes remote `key`'s manifest answer HTTP 500 to this page, as a broken remote server would;
 * answers how many requests it has refused so far.
 */
export async function failRemoteManifest(
  page: Page,
  key: Exclude<AppKey, 'host'>,
  ports: Ports = e2ePorts,
): Promise<() => number> {
  let refused = 0;
  await page.route(`http://127.0.0.1:${ports[key]}/mf-manifest.json*`, (route) => {
    refused++;
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  });
  return () => refused;
}
