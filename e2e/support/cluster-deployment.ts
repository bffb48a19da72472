import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { startCluster } from '../../scripts/lib/cluster/cluster.mjs';
import { deploymentPorts } from '../../scripts/lib/remotes.mjs';
import { brandFor, serveApp, type Ports, type StaticServer } from './deployment';

/**
 * The cluster the browser proofs of the multi-process server run against (127.0.0.1, apart from
 * every other port of the suite): PostgreSQL, Redis, API processes A and B, the round-robin proxy,
 * the site through the proxy, and the host served twice more with A's and with B's address as its
 * API, so a browser is on a known process.
 */
const PORTS = {
  pg: 18501,
  redis: 18502,
  a: 18510,
  b: 18511,
  site: deploymentPorts(18520, 18530) satisfies Ports,
  hostOnA: 18540,
  hostOnB: 18541,
};

export interface ClusterDeployment {
  /** The site whose API is the proxy (either process). */
  site: string;
  /** The site whose API is process A only, and B only. */
  siteOnA: string;
  siteOnB: string;
  /** The round-robin proxy in front of A and B. */
  proxy: string;
  apiA: string;
  apiB: string;
  /** SIGKILLs process A. */
  killA(): Promise<void>;
  /** Whether the process at `api` runs the live engine now (its /healthz). */
  leads(api: string): Promise<boolean>;
  close(): Promise<void>;
}

export async function startClusterDeployment(): Promise<ClusterDeployment> {
  const dataDir = join(ROOT, '.data', 'cluster-e2e');
  const cluster = await startCluster({
    ports: PORTS.site,
    apiPorts: [PORTS.a, PORTS.b],
    withSite: true,
    pg: { dir: join(dataDir, 'postgres'), port: PORTS.pg, database: 'platform_e2e', fresh: true },
    redis: { dir: join(dataDir, 'redis'), port: PORTS.redis },
    // No captcha: the proofs are about the cluster; logging in through the dialog has its own tests.
    apiEnv: { PLATFORM_TEST_MODE: '1', CAPTCHA_REQUIRED: '0', LOGIN_RATE_LIMIT: '1000', SPORTS_FEED_RATE: '20' },
  });
  const pinned: StaticServer[] = [];
  try {
    for (const [port, api] of [
      [PORTS.hostOnA, PORTS.a],
      [PORTS.hostOnB, PORTS.b],
    ] as const) {
      const ports = { ...PORTS.site, host: port, api };
      const brand = brandFor('default', ports);
      pinned.push(await serveApp('host', ports, () => brand));
    }
  } catch (error) {
    await Promise.all(pinned.map((s) => s.close()));
    await cluster.close();
    throw error;
  }
  const apiA = `http://127.0.0.1:${PORTS.a}`;
  const apiB = `http://127.0.0.1:${PORTS.b}`;
  return {
    site: `http://127.0.0.1:${PORTS.site.host}`,
    siteOnA: `http://127.0.0.1:${PORTS.hostOnA}`,
    siteOnB: `http://127.0.0.1:${PORTS.hostOnB}`,
    proxy: `http://127.0.0.1:${PORTS.site.api}`,
    apiA,
    apiB,
    killA: async () => {
      await cluster.processes[0]?.kill();
    },
    async leads(api) {
      try {
        const health = (await (await fetch(`${api}/healthz`)).json()) as { leading?: boolean };
        return health.leading === true;
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.all(pinned.map((s) => s.close()));
      await cluster.close();
    },
  };
}
