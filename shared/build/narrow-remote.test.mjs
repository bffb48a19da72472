// A remote built by the factory carries what it uses of the pure shared entries, not the whole
// entries (docs/decisions/0017-pure-entries-bundled.md): the fixture's page uses one constant of
// the contract and the ui kit's Dialog; its build must hold neither another vertical's endpoints
// nor the dialogs' opening order, which is the host's (shared/dialog-order).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { federatedApp } from './federated-app.mjs';
import { pureEntries } from './shared-entries.mjs';

const dir = fileURLToPath(new URL('./fixtures/narrow-remote', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'narrow-remote-'));
let manifest;

before(async () => {
  const config = federatedApp({
    dir,
    kind: 'remote',
    name: 'mf_probe',
    title: 'probe',
    devPort: 1,
    exposes: { './Probe': './src/Probe.tsx' },
  })({}, { mode: 'production' });
  config.output.path = out;
  config.devtool = false;
  await new Promise((resolve, reject) =>
    rspack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve(undefined);
    }),
  );
  manifest = JSON.parse(readFileSync(join(out, 'mf-manifest.json'), 'utf8'));
});

after(() => rmSync(out, { recursive: true, force: true }));

/** The remote's own scripts: all but its fallbacks for what the host shares. */
function ownScripts() {
  const fallbacks = new Set(manifest.shared.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]));
  return readdirSync(out)
    .filter((file) => file.endsWith('.js') && !fallbacks.has(file))
    .map((file) => readFileSync(join(out, file), 'utf8'))
    .join('\n');
}

test('the manifest shares the stateful entries, never a pure entry', () => {
  const names = manifest.shared.map((entry) => entry.name);
  for (const entry of Object.keys(pureEntries)) assert.equal(names.includes(entry), false, entry);
  assert.ok(names.includes('shared/dialog-order'));
  // zod whole (its locales, its JSON schema) is larger than the core a remote's schemas need.
  assert.equal(names.includes('zod/mini'), false);
});

test('the remote bundles the contract constant it uses and no other vertical’s endpoints', () => {
  const scripts = ownScripts();
  assert.match(scripts, /100822/);
  assert.doesNotMatch(scripts, /withdrawal\/pwd\/set/);
});

test('the Dialog it bundles takes its opening order from the host’s shared/dialog-order', () => {
  // The order's one expression that survives minifying: the innermost is the highest open number.
  const innermost = /Math\.max\(\.\.\./;
  assert.match(ownScripts(), /data-dialog-order/);
  assert.doesNotMatch(ownScripts(), innermost);
  const fallback = manifest.shared.find((entry) => entry.name === 'shared/dialog-order').assets.js;
  const fallbackCode = [...fallback.sync, ...fallback.async].map((file) => readFileSync(join(out, file), 'utf8'));
  assert.match(fallbackCode.join('\n'), innermost);
});
