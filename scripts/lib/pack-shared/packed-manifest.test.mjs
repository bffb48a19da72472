import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../apps.mjs';
import { packedManifest } from './packed-manifest.mjs';

const source = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8'));
const packed = packedManifest(source);

test('the pack keeps the contract version and can be published to a team registry', () => {
  assert.equal(packed.name, 'shared');
  assert.equal(packed.version, source.version);
  assert.equal(packed.private, undefined);
  assert.equal(packed.scripts, undefined);
});

test('source entries point at the compiled file and its declarations; plain JS entries stay', () => {
  assert.deepEqual(packed.exports['./ui'], {
    types: './dist/shared/src/ui/index.d.ts',
    default: './dist/shared/src/ui/index.js',
  });
  assert.deepEqual(packed.exports['./testing/render'], {
    types: './dist/shared/testing/render.d.ts',
    default: './dist/shared/testing/render.js',
  });
  assert.equal(packed.exports['./build'], './build/federated-app.mjs');
  assert.equal(packed.exports['./testing/vitest-preset'], './testing/packed-vitest-preset.mjs');
  for (const key of Object.keys(source.exports)) assert.ok(key in packed.exports, key);
});

test('the page-wide singletons and the build tools are peers at the exact pins; the rest are dependencies', () => {
  for (const name of ['react', 'react-dom', 'jotai', 'styled-components', 'i18next']) {
    assert.equal(packed.peerDependencies[name], source.dependencies[name]);
    assert.equal(packed.dependencies[name], undefined, name);
  }
  assert.equal(packed.peerDependencies['@rspack/core'], source.devDependencies['@rspack/core']);
  assert.equal(
    packed.peerDependencies['@module-federation/enhanced'],
    source.devDependencies['@module-federation/enhanced'],
  );
  assert.equal(packed.peerDependenciesMeta.vitest.optional, true);
  assert.equal(packed.peerDependenciesMeta['@rspack/core'], undefined);
  for (const name of ['zod', 'axios', 'crypto-js', '@tanstack/react-query', 'react-router-dom'])
    assert.equal(packed.dependencies[name], source.dependencies[name], name);
  assert.equal(packed.devDependencies, undefined);
});
