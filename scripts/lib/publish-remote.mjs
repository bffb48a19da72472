// Building and publishing one remote to the remote registry: `npm run publish:remote -- mf-casino`.
// The registry calls are shared with the packed `shared`'s publish command (registry-client.mjs); here are
// the workspace's defaults: its build, its demo release operator and this checkout's commit.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { publishDist as publishBuild, signIn } from './registry-client.mjs';
import { ROOT } from './apps.mjs';
import { demoOperators } from './demo-operators.mjs';

/** A production build of the app in `dir` (the remote's package folder, or a copy of it). */
export function buildRemote(dir, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(join(dir, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', ...env },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${dir} failed (${code})`))));
  });
}

/** A console session for the publisher: PUBLISH_OPERATOR with its password and TOTP secret (the demo release operator by default). */
export async function publisherToken(api, env = process.env) {
  const name = env.PUBLISH_OPERATOR ?? 'release';
  const demo = demoOperators().find((operator) => operator.name === name);
  const password = env.PUBLISH_PASSWORD ?? demo?.password;
  const secret = env.PUBLISH_TOTP_SECRET ?? demo?.totpSecret;
  if (!password || !secret) throw new Error(`PUBLISH_PASSWORD 和 PUBLISH_TOTP_SECRET 未设置（操作员 ${name}）`);
  return signIn(api, { name, password, totpSecret: secret });
}

/** PUBLISH_COMMIT (a CI's own), else this checkout's commit, else nothing. */
function currentCommit() {
  if (process.env.PUBLISH_COMMIT) return process.env.PUBLISH_COMMIT.slice(0, 64);
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** The build in `distDir` published as a version of `remote`, with this checkout's commit. */
export function publishDist({ api, token, remote, distDir, commit = currentCommit() }) {
  return publishBuild({ api, token, remote, distDir, commit });
}
