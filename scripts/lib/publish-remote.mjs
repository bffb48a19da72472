// Building and publishing one remote to the remote registry (the API server's console call
// /releases/publish): `npm run publish:remote -- mf-casino`. The build's own paths are relative
// (publicPath 'auto'), so the same files run under /registry/<remote>/<version>/.
import { execFileSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ROOT } from './apps.mjs';
import { demoOperators } from './demo-operators.mjs';

/** Written next to each file by the build's precompression or source maps: never served from the registry. */
const LEFT_OUT = /\.(map|br|gz)$/;

/** Every file a build serves, by its path inside dist/. */
export function distFiles(distDir) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!LEFT_OUT.test(name))
        files.push({
          path: relative(distDir, path).split(sep).join('/'),
          base64: readFileSync(path).toString('base64'),
        });
    }
  };
  walk(distDir);
  return files;
}

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

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238: the code an authenticator shows for a base32 secret (30 s steps, 6 digits). */
export function totpCode(secret, at = Date.now()) {
  let bits = 0;
  let value = 0;
  const key = [];
  for (const char of secret) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      key.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', Buffer.from(key)).update(counter).digest();
  const offset = digest[digest.length - 1] & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function consolePost(api, path, body, token) {
  const response = await fetch(`${api}/console/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.status_code !== 6000) throw new Error(`${path}: ${envelope.status_code} ${envelope.message}`);
  return envelope.data;
}

/** A console session for the publisher: PUBLISH_OPERATOR with its password and TOTP secret (the demo release operator by default). */
export async function publisherToken(api, env = process.env) {
  const name = env.PUBLISH_OPERATOR ?? 'release';
  const demo = demoOperators().find((operator) => operator.name === name);
  const password = env.PUBLISH_PASSWORD ?? demo?.password;
  const secret = env.PUBLISH_TOTP_SECRET ?? demo?.totpSecret;
  if (!password || !secret) throw new Error(`PUBLISH_PASSWORD 和 PUBLISH_TOTP_SECRET 未设置（操作员 ${name}）`);
  const step = await consolePost(api, '/auth/login', { name, password });
  return (await consolePost(api, '/auth/totp', { challenge: step.challenge, code: totpCode(secret) })).token;
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

/**
 * Publishes the build in `distDir` as a version of `remote`; answers the registry's record,
 * whether it is new, and the manifest's address.
 */
export async function publishDist({ api, token, remote, distDir, commit = currentCommit() }) {
  const answer = await consolePost(api, '/releases/publish', { remote, commit, files: distFiles(distDir) }, token);
  return { ...answer, address: `${api}${answer.manifestPath}` };
}

/** The console call the publisher makes, for tools that drive the releases after publishing (bench:delivery). */
export { consolePost };
