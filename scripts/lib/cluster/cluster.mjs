// Several API processes on one PostgreSQL server and one Redis, behind the round-robin proxy on the
// API port the brand config names, plus the site as `npm start` serves it. Used by
// `npm run start:cluster`, the cluster Playwright project and `npm run bench:cluster`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, apps } from '../apps.mjs';
import { renderBrand } from '../brand.mjs';
import { appServerOptions, consoleServerOptions } from '../site.mjs';
import { startStaticServer } from '../static-server.mjs';
import { ensureDatabase, recreateDatabase, startPostgres, startRedis, stopChild, waitForPort } from './infra.mjs';
import { startProxy } from './proxy.mjs';

/** One API process; kill() ends it the hard way (SIGKILL) to prove a crash loses nothing. */
async function startApiProcess({ name, port, env }) {
  // TRUST_PROXY=1: exactly one hop, the proxy in front (proxy.mjs appends the caller to X-Forwarded-For);
  // the processes listen on 127.0.0.1, so nothing reaches them around it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'server'),
    env: { LOG_LEVEL: 'warn', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const ready = waitForPort(port, `接口进程 ${name}`, 90_000);
  const died = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`接口进程 ${name} 启动时退出（${code}）`))),
  );
  await Promise.race([ready, died]);
  died.catch(() => undefined);
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    /** The process id: the benchmarks read its CPU time and memory. */
    pid: child.pid,
    get alive() {
      return !exited;
    },
    kill: () => stopChild(child, 'SIGKILL'),
    close: () => stopChild(child),
  };
}

/**
 * @param {{
 *   ports: Record<string, number>, apiPorts: number[], brand?: string, withSite?: boolean,
 *   pg: { dir: string, port: number, database: string, fresh?: boolean },
 *   redis: { dir: string, port: number }, apiEnv?: Record<string, string>,
 * }} options
 */
export async function startCluster({ ports, apiPorts, brand = 'default', withSite = true, pg, redis, apiEnv = {} }) {
  const stops = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  };
  try {
    const stopPg = await startPostgres({ dir: pg.dir, port: pg.port });
    if (stopPg !== null) stops.push(stopPg);
    const databaseUrl = pg.fresh
      ? recreateDatabase({ port: pg.port, name: pg.database })
      : ensureDatabase({ port: pg.port, name: pg.database });
    const stopRedis = await startRedis({ port: redis.port, dir: redis.dir });
    if (stopRedis !== null) stops.push(stopRedis);
    const env = { ...apiEnv, DATABASE_URL: databaseUrl, REDIS_URL: `redis://127.0.0.1:${redis.port}` };
    // The first process migrates and seeds before the others start, so no two run the migrations at once.
    const processes = [];
    for (const [i, port] of apiPorts.entries()) {
      const api = await startApiProcess({ name: String.fromCharCode(65 + i), port, env });
      processes.push(api);
      stops.push(() => (api.alive ? api.close() : Promise.resolve()));
    }
    const proxy = await startProxy({
      port: ports.api,
      backends: apiPorts.map((port) => ({ host: '127.0.0.1', port })),
    });
    stops.push(() => proxy.close());
    const servers = {};
    if (withSite) {
      const brandConfig = renderBrand(brand, ports);
      for (const app of apps) {
        const server = await startStaticServer(appServerOptions(app, ports, () => JSON.stringify(brandConfig)));
        servers[app.remote ?? 'host'] = server;
        stops.push(() => server.close());
      }
      // The console calls the proxy like the player site does; the API processes' CORS (loopback
      // origins outside production, CORS_ORIGINS otherwise) covers its origin too.
      if (ports.console !== undefined) {
        const server = await startStaticServer(consoleServerOptions(proxy.url, ports.console));
        servers.console = server;
        stops.push(() => server.close());
      }
    }
    return {
      url: servers.host?.url ?? null,
      api: proxy,
      databaseUrl,
      processes,
      servers,
      /** Starts a process again on its port (after kill()). */
      async restart(i) {
        const api = await startApiProcess({ name: processes[i].name, port: processes[i].port, env });
        processes[i] = api;
        stops.push(() => (api.alive ? api.close() : Promise.resolve()));
        return api;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
