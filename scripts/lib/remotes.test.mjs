// The remotes are declared once (remotes.mjs); these places used to repeat them by hand and must
// read the list instead, or adding a remote means finding every copy.
import assert from 'node:assert/strict';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT, apps, defaultPorts } from './apps.mjs';
import { deploymentPorts, remoteDir, remoteNames } from './remotes.mjs';

/** Files that need every remote and must take them from remotes.mjs. */
const READERS = [
  'scripts/lib/apps.mjs',
  'scripts/lib/build-apps.mjs',
  'scripts/test.mjs',
  'scripts/build.mjs',
  'scripts/start.mjs',
  'scripts/start-cluster.mjs',
  'e2e/support/deployment.ts',
  'e2e/support/ports.ts',
  'e2e/support/cluster-deployment.ts',
  'e2e/bench/size.mjs',
  'e2e/bench/remote-hardening.mjs',
  'e2e/bench/load-ports.ts',
  'e2e/tests/remote-down.spec.ts',
  'e2e/tests/singletons.spec.ts',
  'shared/src/remotes/names.ts',
  'shared/src/config/brand.ts',
  'pnpm-workspace.yaml',
  'eslint.config.mjs',
];

/**
 * Names of remotes written out as data: a quoted name ('auth', "mf-auth", 'mf_auth'), an object key
 * (auth: 8081) or a YAML list item (- mf-auth). All of them within a few lines is a hand-written
 * list; a subset (the verticals a brand may leave out, say) is a decision of its own.
 */
function handWrittenLists(text) {
  const name = `(?:mf[-_])?(${remoteNames.join('|')})`;
  const literal = new RegExp(`['"\`]${name}['"\`]|\\b${name}\\s*:(?!:)|^\\s*-\\s*${name}\\s*$`, 'gm');
  const hits = [...text.matchAll(literal)].map((m) => ({ index: m.index, name: m[1] ?? m[2] ?? m[3] }));
  const found = [];
  for (const hit of hits) {
    const near = new Set(
      hits.filter((other) => other.index >= hit.index && other.index - hit.index < 600).map((other) => other.name),
    );
    if (near.size === remoteNames.length) found.push(text.slice(hit.index, hit.index + 80).split('\n')[0]);
  }
  return found;
}

describe('the remotes, declared once', () => {
  test('the guard sees a hand-written list in each form', () => {
    const spelled = (form) => remoteNames.map(form).join(', ');
    assert.notDeepEqual(handWrittenLists(`const r = [${spelled((n) => `'${n}'`)}];`), []);
    assert.notDeepEqual(handWrittenLists(`const dirs = [${spelled((n) => `"mf-${n}"`)}];`), []);
    assert.notDeepEqual(handWrittenLists(`{ api: 1, host: 2, ${spelled((n) => `${n}: 3`)} }`), []);
    assert.notDeepEqual(handWrittenLists(`packages:\n${remoteNames.map((n) => `  - mf-${n}\n`).join('')}`), []);
    assert.notDeepEqual(handWrittenLists(`{\n${remoteNames.map((n) => `  ${n}: 'mf_${n}',\n`).join('')}}`), []);
    assert.deepEqual(
      handWrittenLists(
        `optional: [${remoteNames
          .slice(1)
          .map((n) => `'${n}'`)
          .join(', ')}]`,
      ),
      [],
    );
  });

  for (const file of READERS) {
    test(`${file} reads the list instead of repeating it`, () => {
      assert.deepEqual(
        handWrittenLists(readFileSync(join(ROOT, file), 'utf8')),
        [],
        `${file} lists the remotes by hand`,
      );
    });
  }

  test('every remote has its package folder, and every mf-* folder is a remote (pnpm-workspace.yaml takes mf-*)', () => {
    const folders = readdirSync(ROOT).filter(
      (entry) => entry.startsWith('mf-') && existsSync(join(ROOT, entry, 'package.json')),
    );
    assert.deepEqual(folders.sort(), remoteNames.map(remoteDir).sort());
  });

  test('the apps are the host then each remote in its folder; ports follow the host port in order, then the console', () => {
    assert.deepEqual(apps, [
      { dir: 'host', remote: null },
      ...remoteNames.map((remote) => ({ dir: remoteDir(remote), remote })),
    ]);
    assert.deepEqual(Object.keys(defaultPorts), ['api', 'host', ...remoteNames, 'console']);
    assert.equal(defaultPorts.api, 8090);
    remoteNames.forEach((name, i) => assert.equal(defaultPorts[name], 8081 + i));
    assert.equal(defaultPorts.console, 8081 + remoteNames.length);
    assert.equal(deploymentPorts(18520, 18530).auth, 18531);
  });
});
