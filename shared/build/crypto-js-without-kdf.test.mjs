// The key-derivation modules leave a bundle of the AES the api client uses, and what is left still
// encrypts exactly as OpenSSL does (run by npm test's tooling step on Node's test runner).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { cryptoJsWithoutKdf } from './crypto-js-without-kdf.mjs';

const sharedDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// The imports and calls of shared/src/crypto/aes.ts, with the contract's key and iv.
const entry = `
const AES = require('crypto-js/aes');
const Utf8 = require('crypto-js/enc-utf8');
const CryptoJS = require('crypto-js/core');
const key = Utf8.parse('Pf7dK2qLm9Xw4Rz8');
const iv = Utf8.parse('Vb3nH6tY1cJ5sQ0e');
module.exports = (plain) =>
  AES.encrypt(plain, key, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }).toString();
`;

function bundle(plugins) {
  const dir = mkdtempSync(join(tmpdir(), 'crypto-js-bundle-'));
  writeFileSync(join(dir, 'entry.js'), entry);
  const compiler = rspack({
    mode: 'production',
    target: 'node',
    context: dir,
    entry: './entry.js',
    resolve: { modules: [join(sharedDir, 'node_modules')] },
    output: { path: dir, filename: 'out.cjs', library: { type: 'commonjs2' } },
    optimization: { minimize: false },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const files = stats.toJson({ all: false, modules: true }).modules.map((m) => m.name);
      const encrypt = createRequire(join(dir, 'entry.js'))('./out.cjs');
      rmSync(dir, { recursive: true, force: true });
      resolve({ files, encrypt });
    }),
  );
}

const kdfFile = /crypto-js[\\/](md5|evpkdf|sha1)\.js$/;

test('the AES bundle leaves md5, evpkdf and sha1 out and gives OpenSSL’s ciphertext', async () => {
  const without = await bundle([cryptoJsWithoutKdf()]);
  assert.deepEqual(
    without.files.filter((name) => kdfFile.test(name)),
    [],
  );
  const plain = JSON.stringify({ name: '测试用户', ip: '127.0.0.1' });
  assert.equal(without.encrypt(plain), 'Oc+XhaRGhKCdu2BYUDGzJFU3jRZyX6LTjk0Ncw0QuxZJJVjEPBa6+djKwHul8HFo');
  // Without the plugin those modules are in: the check above can fail.
  const full = await bundle([]);
  assert.equal(full.files.filter((name) => kdfFile.test(name)).length, 3);
});
