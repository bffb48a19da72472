import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startSite } from '../../scripts/lib/site.mjs';
import { navPorts } from './nav-ports';

/** The same deployment as `npm start` (production builds, precompressed delivery), on the bench's own ports. */
export default async function navSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-nav-'));
  const site = await startSite({ ports: { ...navPorts }, brand: 'default', apiEnv: { DATA_DIR: dataDir } });
  return async () => {
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
