#!/usr/bin/env node
// `npm run start:cluster`: the site as `npm start` serves it, but its API is two processes on one
// PostgreSQL server and one Redis (installed with apt-get when absent), behind a round-robin proxy
// on the usual API port. PORT_API_A / PORT_API_B move the two processes; PG_PORT and REDIS_PORT the stores.
import { join } from 'node:path';
import { DEMO_LOGIN, ROOT, apps, portsFromEnv } from './lib/apps.mjs';
import { brandFromEnv } from './lib/brand.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { demoOperatorLines } from './lib/demo-operators.mjs';
import { startCluster } from './lib/cluster/cluster.mjs';
import { assertPortsFree, clusterPorts } from './lib/cluster/free-ports.mjs';
import { ensureWorkspace } from './lib/ensure-deps.mjs';

const brand = brandFromEnv();
const ports = portsFromEnv();
const apiPorts = [Number(process.env.PORT_API_A ?? 8091), Number(process.env.PORT_API_B ?? 8092)];
const pgPort = Number(process.env.PG_PORT ?? 55432);
const redisPort = Number(process.env.REDIS_PORT ?? 56379);
const dataDir = join(ROOT, '.data', 'cluster');

try {
  await assertPortsFree(clusterPorts({ ports, apiPorts, pgPort, redisPort }));
} catch (error) {
  console.error(`集群启动失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await ensureWorkspace();
if (process.env.SKIP_BUILD !== '1') await buildApps();
let cluster;
try {
  cluster = await startCluster({
    ports,
    apiPorts,
    brand,
    pg: { dir: join(dataDir, 'postgres'), port: pgPort, database: 'platform' },
    redis: { dir: join(dataDir, 'redis'), port: redisPort },
  });
} catch (error) {
  console.error(`集群启动失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.log('');
console.log(`  集群站点已启动 (brand: ${brand})`);
console.log(`  ➜ 网站地址:   ${cluster.url}/`);
console.log(`  ➜ 演示账号:   ${DEMO_LOGIN.username} / ${DEMO_LOGIN.password}`);
console.log(`  ➜ 接口服务:   ${cluster.api.url}（轮询转发至 ${cluster.processes.map((p) => p.url).join('、')}）`);
console.log(`  ➜ PostgreSQL: ${cluster.databaseUrl}`);
console.log(`  ➜ Redis:      redis://127.0.0.1:${redisPort}`);
console.log(`  ➜ 运营后台:   ${cluster.servers.console.url}/ (接口 ${cluster.api.url}/console/api/v1)`);
console.log('  ➜ 演示操作员 (把 TOTP 密钥加入身份验证器 App，登录时输入它生成的动态验证码):');
for (const line of demoOperatorLines()) console.log(line);
for (const app of apps.filter((a) => a.remote))
  console.log(`  ➜ ${app.dir.padEnd(14)} ${cluster.servers[app.remote].url}/mf-manifest.json`);
console.log('  按 Ctrl+C 停止');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
