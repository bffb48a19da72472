import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { renderBrand } from '../../scripts/lib/brand.mjs';
import { startSite } from '../../scripts/lib/site.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { loadPorts, singleDist, singlePort } from './load-ports';

/**
 * The same deployment as `npm start` (production builds, precompressed delivery), in test mode for
 * the captcha answers, and beside it the single-bundle build of the same site against the same API.
 */
export default async function loadSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-load-'));
  const site = await startSite({
    ports: { ...loadPorts },
    brand: 'default',
    apiEnv: { DATA_DIR: dataDir, PLATFORM_TEST_MODE: '1', LOGIN_RATE_LIMIT: '1000' },
  });
  const brand = JSON.stringify(renderBrand('default', { ...loadPorts }));
  const root = fileURLToPath(singleDist).replace(/\/$/, '');
  const single = await startStaticServer({
    root,
    port: singlePort,
    spa: true,
    overrides: { '/brand.json': () => brand },
  });
  return async () => {
    await single.close();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
