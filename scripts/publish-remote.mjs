// `npm run publish:remote -- mf-casino [--from <folder>] [--no-build]`: builds one remote and
// publishes it to the remote registry of the API at PUBLISH_API (default: `npm start`'s). Prints
// the version and its manifest's address; the version runs nowhere until a brand pins it
// (console 发布管理). Signs in as PUBLISH_OPERATOR (default: the demo release operator), or
// uses PUBLISH_TOKEN, a console session a CI already holds.
import { join, resolve } from 'node:path';
import { ROOT, defaultPorts } from './lib/apps.mjs';
import { remoteNames } from './lib/remotes.mjs';
import { publishedReport } from './lib/registry-client.mjs';
import { buildRemote, publishDist, publisherToken } from './lib/publish-remote.mjs';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'))?.replace(/^mf-/, '');
if (!name || !remoteNames.includes(name)) {
  console.error(`用法：npm run publish:remote -- mf-<子应用>（${remoteNames.map((r) => `mf-${r}`).join(', ')}）`);
  process.exit(1);
}
const fromIndex = args.indexOf('--from');
const dir = fromIndex >= 0 ? resolve(args[fromIndex + 1] ?? '') : join(ROOT, `mf-${name}`);
const api = (process.env.PUBLISH_API ?? `http://127.0.0.1:${process.env.PORT_API ?? defaultPorts.api}`).replace(
  /\/+$/,
  '',
);

try {
  if (!args.includes('--no-build')) await buildRemote(dir);
  const token = process.env.PUBLISH_TOKEN || (await publisherToken(api));
  const published = await publishDist({ api, token, remote: name, distDir: join(dir, 'dist') });
  console.log(publishedReport(name, published));
} catch (error) {
  console.error(`发布失败：${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
