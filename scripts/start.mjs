#!/usr/bin/env node
// `npm start`: install what is missing, build, and serve the whole site with seeded demo data.
import { DEMO_LOGIN, apps, portsFromEnv } from './lib/apps.mjs';
import { brandFromEnv } from './lib/brand.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { demoOperatorLines } from './lib/demo-operators.mjs';
import { ensureWorkspace } from './lib/ensure-deps.mjs';
import { startSite } from './lib/site.mjs';

const brand = brandFromEnv();
const ports = portsFromEnv();

await ensureWorkspace();
// SKIP_BUILD=1 serves the builds already in each dist/ (a team rebuilding only its own remote).
if (process.env.SKIP_BUILD !== '1') await buildApps();
const site = await startSite({ ports, brand });

console.log('');
console.log(`  站点已启动 (brand: ${brand})`);
console.log(`  ➜ 网站地址:   ${site.url}/`);
console.log(`  ➜ 演示账号:   ${DEMO_LOGIN.username} / ${DEMO_LOGIN.password}`);
console.log(`  ➜ 接口服务:   ${site.api.url}`);
console.log(`  ➜ 运营后台:   ${site.servers.console.url}/ (接口 ${site.api.url}/console/api/v1)`);
console.log('  ➜ 演示操作员 (把 TOTP 密钥加入身份验证器 App，登录时输入它生成的动态验证码):');
for (const line of demoOperatorLines()) console.log(line);
for (const app of apps.filter((a) => a.remote))
  console.log(`  ➜ ${app.dir.padEnd(14)} ${site.servers[app.remote].url}/mf-manifest.json`);
console.log('  按 Ctrl+C 停止');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
