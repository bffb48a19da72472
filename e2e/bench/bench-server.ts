import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { startApiServer } from '../../scripts/lib/api-server.mjs';
import { startCluster } from '../../scripts/lib/cluster/cluster.mjs';

/** The API process a server benchmark drives: its address, its process id, and the way to stop it. */
export interface BenchServer {
  url: string;
  pid: number | undefined;
  close(): Promise<void>;
}

/**
 * One API process on 127.0.0.1: on PGlite in `dataDir` by default, or with `cluster` on a
 * PostgreSQL server and Redis of its own (scripts/lib/cluster; PostgreSQL on port+1, Redis on
 * port+2, the cluster's proxy on port+10), started fresh and stopped with it.
 */
export async function startBenchServer({
  cluster,
  port,
  dataDir,
  env,
}: {
  cluster: boolean;
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Promise<BenchServer> {
  if (!cluster) {
    // A loaded machine compiles and seeds the server slowly: five minutes before giving up.
    const api = await startApiServer({ port, env: { DATA_DIR: dataDir, ...env }, timeoutMs: 300_000 });
    return { url: api.url, pid: api.pid, close: () => api.close() };
  }
  // As root, PostgreSQL runs as its own user, who must pass through the bench's private temp folder.
  chmodSync(dataDir, 0o755);
  const started = await startCluster({
    ports: { api: port + 10 },
    apiPorts: [port],
    withSite: false,
    pg: { dir: join(dataDir, 'postgres'), port: port + 1, database: `platform_bench_${port}`, fresh: true },
    redis: { dir: join(dataDir, 'redis'), port: port + 2 },
    apiEnv: env,
  });
  const api = started.processes[0];
  if (!api) throw new Error('the cluster started no API process');
  return { url: api.url, pid: api.pid, close: () => started.close() };
}
