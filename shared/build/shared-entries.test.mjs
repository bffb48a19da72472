// The share table's rules for a minor version skew (docs/decisions/0014-version-skew.md), on Node's
// test runner with the tooling tests.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { hostSharedScope, sharedSingletons } from './federated-app.mjs';
import { relativeImportGraph, relativeImportsOf } from './relative-imports.mjs';
import { pureEntries, pureFilesOfStatefulEntries, sharedEntryConfig, statefulEntries } from './shared-entries.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const exportsMap = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).exports;
const sourceOf = (entry) => join(root, exportsMap[`./${entry.slice('shared/'.length)}`]);

function withSharedVersion(version, run) {
  const before = process.env.PLATFORM_SHARED_VERSION;
  process.env.PLATFORM_SHARED_VERSION = version;
  try {
    return run();
  } finally {
    if (before === undefined) delete process.env.PLATFORM_SHARED_VERSION;
    else process.env.PLATFORM_SHARED_VERSION = before;
  }
}

test('the share table holds the stateful entries only: a remote bundles what it uses of the pure ones', () => {
  const entries = Object.keys(sharedSingletons()).filter((name) => name.startsWith('shared/'));
  assert.deepEqual(entries.sort(), Object.keys(statefulEntries).sort());
  for (const entry of Object.keys(pureEntries)) {
    assert.equal(entry in statefulEntries, false, entry);
    assert.equal(sharedEntryConfig(entry, '1.0.0'), null, entry);
    assert.equal(hostSharedScope()[entry], undefined, entry);
  }
  assert.throws(() => sharedEntryConfig('shared/unknown', '1.0.0'), /neither a stateful nor a pure/);
});

test('a remote built against shared 1.1.0: stateful entries need only the host’s major', () => {
  const table = withSharedVersion('1.1.0', () => sharedSingletons());
  for (const entry of Object.keys(statefulEntries)) {
    assert.deepEqual(
      table[entry],
      { singleton: true, strictVersion: true, requiredVersion: '^1.0.0', version: '1.1.0' },
      entry,
    );
  }
  // The platform libraries are not shared's: their terms do not move with its version.
  assert.deepEqual(table.react, sharedSingletons().react);
});

test('a remote built against shared 2.0.0 needs a host of major 2 for its stateful entries', () => {
  const table = withSharedVersion('2.0.0', () => sharedSingletons());
  assert.equal(table['shared/state'].requiredVersion, '^2.0.0');
  assert.equal(table['shared/dialog-order'].requiredVersion, '^2.0.0');
});

test('the host offers each entry on the same terms as its own build declares', () => {
  const scope = hostSharedScope();
  assert.deepEqual(scope['shared/i18n'], {
    version: '1.0.0',
    shareConfig: { singleton: true, requiredVersion: '^1.0.0', strictVersion: true },
  });
});

test('relative imports: type-only ones bundle nothing; side effects, re-exports and import() do', () => {
  const source = [
    "import type { A } from '../state/a';",
    "import { type B, c } from '../state/b';",
    "export type { D } from './d';",
    "export { e } from './e';",
    "import './augment';",
    'import {',
    '  f,',
    "} from './f';",
    "const g = () => import('./g');",
    "import { useAtom } from 'jotai';",
    "import { t } from 'shared/i18n';",
  ].join('\n');
  assert.deepEqual(relativeImportsOf(source), ['../state/b', './e', './augment', './f', './g']);
});

test('a pure entry reaches no stateful module by a relative path: its own copy in a remote holds no second instance', () => {
  const allowed = new Set(pureFilesOfStatefulEntries.map((file) => join(root, file)));
  const statefulFolders = Object.keys(statefulEntries).map((entry) => join(sourceOf(entry), '..') + '/');
  const reached = [];
  for (const entry of Object.keys(pureEntries)) {
    for (const [file, chain] of relativeImportGraph(sourceOf(entry))) {
      if (allowed.has(file) || !statefulFolders.some((folder) => file.startsWith(folder))) continue;
      reached.push(`${entry}: ${chain.map((step) => relative(root, step)).join(' → ')}`);
    }
  }
  assert.deepEqual(reached, []);
});
