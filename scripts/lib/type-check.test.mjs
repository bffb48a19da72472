// The combined programs (tsconfig.apps.json for the type check, tsconfig.lint.json for lint) must
// check what each package's own tsconfig.json checks, with the same options: a new app, folder or
// option added to one place only would leave files unchecked or checked differently.
import assert from 'node:assert/strict';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT, apps, consoleApp } from './apps.mjs';
import { APPS_TSCONFIG, OWN_PROGRAMS } from './type-check.mjs';

const readJson = (file) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const browserApps = [...apps.map((app) => app.dir), consoleApp.dir];

/** Whether an include entry is one of `includes` or lies in a folder of them. */
const covered = (entry, includes) => includes.some((folder) => entry === folder || entry.startsWith(`${folder}${sep}`));

/** A package's include entries as paths from the repository root. */
const includesOf = (dir) => readJson(join(dir, 'tsconfig.json')).include.map((entry) => normalize(join(dir, entry)));

/** A package's `types`, each as the root config names it (a package name resolves from the package's own folder). */
const typesOf = (dir) =>
  (readJson(join(dir, 'tsconfig.json')).compilerOptions?.types ?? []).map((name) =>
    name === 'node'
      ? name
      : `./${dir === 'shared' || dir === 'server' || dir === 'e2e' ? dir : 'host'}/node_modules/${name}`,
  );

describe('one program for the browser apps', () => {
  const combined = readJson(APPS_TSCONFIG);
  const combinedIncludes = combined.include.map((entry) => normalize(entry));

  test('every app is checked, with every folder its own tsconfig includes', () => {
    for (const dir of browserApps) {
      for (const entry of includesOf(dir))
        assert.ok(covered(entry, combinedIncludes), `${APPS_TSCONFIG} lacks ${entry} (${dir})`);
    }
  });

  test('with the options each app has', () => {
    for (const dir of browserApps) {
      const own = readJson(join(dir, 'tsconfig.json'));
      assert.equal(own.extends, '../tsconfig.base.json', dir);
      assert.deepEqual(Object.keys(own.compilerOptions ?? {}), ['types'], `${dir} has options of its own`);
      assert.deepEqual(typesOf(dir), combined.compilerOptions.types, dir);
    }
    assert.equal(combined.extends, './tsconfig.base.json');
  });

  test('every package with a type check is an app or has its own program', () => {
    const packages = readdirSync(ROOT).filter((dir) => existsSync(join(ROOT, dir, 'package.json')));
    for (const dir of packages) {
      const { scripts = {} } = readJson(join(dir, 'package.json'));
      if (scripts.typecheck === undefined) continue;
      assert.ok(browserApps.includes(dir) || OWN_PROGRAMS.includes(dir), `${dir}'s typecheck is not in npm test`);
    }
  });
});

describe('one program for lint', () => {
  const lint = readJson('tsconfig.lint.json');
  const lintIncludes = lint.include.map((entry) => normalize(entry));

  test('it includes every package’s folders', () => {
    for (const dir of [...browserApps, ...OWN_PROGRAMS]) {
      for (const entry of includesOf(dir)) {
        // e2e's tsconfig reaches scripts/lib's JavaScript, which lint reads without types.
        if (entry.startsWith('scripts')) continue;
        assert.ok(covered(entry, lintIncludes), `tsconfig.lint.json lacks ${entry} (${dir})`);
      }
    }
  });
});
