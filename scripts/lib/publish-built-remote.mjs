// Shipped in the packed `shared` (scripts/lib/pack-shared): a team's own repository publishes its
// remote's production build to the remote registry:
//   node node_modules/shared/scripts/publish-built-remote.mjs --api https://api.example [--dist dist] [--commit <sha>]
// The remote is the one the build names (dist/mf-manifest.json: mf_promotions → promotions). The
// console session is PUBLISH_TOKEN (a CI's), else a sign-in as PUBLISH_OPERATOR with
// PUBLISH_PASSWORD and PUBLISH_TOTP_SECRET (a release operator). The version runs nowhere until a
// brand pins it (console 发布管理).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publishDist, publishedReport, signIn } from './registry-client.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};

async function token(api, env = process.env) {
  if (env.PUBLISH_TOKEN) return env.PUBLISH_TOKEN;
  const { PUBLISH_OPERATOR: name, PUBLISH_PASSWORD: password, PUBLISH_TOTP_SECRET: totpSecret } = env;
  if (!name || !password || !totpSecret)
    throw new Error('请设置 PUBLISH_TOKEN，或 PUBLISH_OPERATOR、PUBLISH_PASSWORD 和 PUBLISH_TOTP_SECRET');
  return signIn(api, { name, password, totpSecret });
}

try {
  const api = option('api', process.env.PUBLISH_API ?? '').replace(/\/+$/, '');
  if (!api) throw new Error('用法：publish-built-remote.mjs --api <API 地址> [--dist dist] [--commit <提交>]');
  const distDir = resolve(option('dist', 'dist'));
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
  const remote = String(manifest.name ?? '').replace(/^mf_/, '');
  const commit = option('commit', process.env.PUBLISH_COMMIT ?? '').slice(0, 64);
  const published = await publishDist({ api, token: await token(api), remote, distDir, commit });
  console.log(publishedReport(remote, published));
} catch (error) {
  console.error(`发布失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
