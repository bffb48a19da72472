import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startApiServer } from '../scripts/lib/api-server.mjs';
import { consoleServerOptions } from '../scripts/lib/site.mjs';
import { siteOverrideKeys } from '../scripts/lib/site-override.mjs';
import { startStaticServer } from '../scripts/lib/static-server.mjs';
import { brandFor, remoteKeys, serveApp, type StaticServer } from './support/deployment';
import { brandHostPorts, e2eConsolePort, e2ePorts, urls } from './support/ports';

/**
 * One deployment for the whole run, from production builds: the reference API (fresh data folder,
 * test mode), the host and the seven remotes on their own ports, the same host build served
 * twice more with the lite and pro brands, and the operator console.
 */
export default function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  // A slow random feed keeps the live pages moving without racing the tests' own price moves;
  // in-play bets wait 5 s for confirmation, long enough for a loaded CI run to try a selection meanwhile.
  return startDeployment({ SPORTS_FEED_RATE: '20', SPORTS_BET_DELAY_MS: '5000' });
}

/**
 * Every page of the suite comes from 127.0.0.1 and the seeded members are logged in by many tests at
 * once: the chat's socket caps (CHAT_SOCKETS_PER_ADDRESS, CHAT_SOCKETS_PER_PERSON) sit far above what
 * the workers open, so no page's chat is refused for the suite's own crowd; and the history tests seed
 * a room's pages through one member's sockets faster than a person may type (CHAT_SENDS_PER_PERSON).
 * The server's own tests hold each limit at its default.
 */
const E2E_CHAT_CAPS = {
  CHAT_SOCKETS_PER_ADDRESS: '1000',
  CHAT_SOCKETS_PER_PERSON: '200',
  CHAT_SENDS_PER_PERSON: '1000',
};

/**
 * The automatic rollback spec withdraws a broken canary after a few failed page loads rather than
 * the production minimum of 20; the rate threshold stays the default.
 */
const E2E_CANARY_ROLLBACK = { CANARY_ROLLBACK_MIN_LOADS: '3' };

/** Starts the deployment with extra API settings; resolves to its teardown. */
export async function startDeployment(apiEnv: Record<string, string>): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
  // Developer overrides: the API signs with the private key, the main host verifies with the public one.
  const overrideKeys = siteOverrideKeys();
  const api = await startApiServer({
    port: e2ePorts.api,
    env: {
      DATA_DIR: dataDir,
      PLATFORM_TEST_MODE: '1',
      LOGIN_RATE_LIMIT: '1000',
      ...E2E_CHAT_CAPS,
      ...E2E_CANARY_ROLLBACK,
      OVERRIDE_SIGNING_KEY: overrideKeys.signingKey,
      ...apiEnv,
    },
  });
  const servers: StaticServer[] = [];
  try {
    const brand = brandFor('default', e2ePorts);
    servers.push(await serveApp('host', e2ePorts, () => brand, overrideKeys.publicKey));
    for (const remote of remoteKeys) servers.push(await serveApp(remote, e2ePorts, () => brand));
    for (const [name, port] of Object.entries(brandHostPorts)) {
      const other = brandFor(name, e2ePorts);
      servers.push(await serveApp('host', { ...e2ePorts, host: port }, () => other));
    }
    servers.push(await startStaticServer(consoleServerOptions(urls.api, e2eConsolePort)));
  } catch (error) {
    await Promise.all(servers.map((s) => s.close()));
    await api.close();
    throw error;
  }
  return async () => {
    await Promise.all(servers.map((s) => s.close()));
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
