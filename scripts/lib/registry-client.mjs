// Publishing a remote's build to the remote registry (the API server's console call
// /releases/publish): the repository's `npm run publish:remote`, and the publish command the packed
// `shared` ships with this file (publish-built-remote.mjs) for a team building outside it. The build's own
// paths are relative (publicPath 'auto'), so the same files run under /registry/<remote>/<version>/.
import { createHmac } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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

/** One console API call with an operator's session; throws with the code and message on refusal. */
export async function consolePost(api, path, body, token) {
  const response = await fetch(`${api}/console/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.status_code !== 6000) throw new Error(`${path}: ${envelope.status_code} ${envelope.message}`);
  return envelope.data;
}

/** A console session: the operator's password, then the code of its TOTP secret. */
export async function signIn(api, { name, password, totpSecret }) {
  const step = await consolePost(api, '/auth/login', { name, password });
  return (await consolePost(api, '/auth/totp', { challenge: step.challenge, code: totpCode(totpSecret) })).token;
}

/**
 * Publishes the build in `distDir` as a version of `remote` (casino, promotions, ...); answers the
 * registry's record, whether it is new, and the manifest's address.
 */
export async function publishDist({ api, token, remote, distDir, commit }) {
  const answer = await consolePost(api, '/releases/publish', { remote, commit, files: distFiles(distDir) }, token);
  return { ...answer, address: `${api}${answer.manifestPath}` };
}

/** What a publish command prints of the registry's answer. */
export function publishedReport(remote, { created, version, address }) {
  return [
    `› mf-${remote} ${created ? '已发布新版本' : '该内容已发布过，版本不变'} ${version.version}`,
    `  提交 ${version.commit || '-'} · ${(version.totalBytes / 1024).toFixed(0)} KiB · shared ${version.contractRange}`,
    `  地址 ${address}`,
    `  在运营后台「发布管理」中把它设为某个品牌的稳定版或灰度版后生效。`,
  ].join('\n');
}
