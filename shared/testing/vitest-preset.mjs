// Every browser-side package tests with the same environment and setup. Plain JS: vitest loads
// config files with Node, which cannot import TypeScript from another package.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const TEST_DIRS = ['src', 'testing'];
const TEST_FILE = /\.test\.tsx?$/;

/**
 * A test file that replaces modules (vi.mock, vi.doMock) or drops the module cache
 * (vi.resetModules): it needs a module graph of its own, since a module cached by an earlier file
 * would ignore its mock, and a reset would reload modules other files share.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;

/** The package's test files that replace modules, relative to `root`. */
export function filesReplacingModules(root) {
  const found = [];
  for (const dir of TEST_DIRS) {
    let names;
    try {
      names = readdirSync(join(root, dir), { recursive: true });
    } catch {
      continue;
    }
    for (const name of names) {
      const file = join(dir, String(name));
      if (
        TEST_FILE.test(file) &&
        !file.includes('node_modules') &&
        REPLACES_MODULES.test(readFileSync(join(root, file), 'utf8'))
      ) {
        found.push(file.split('\\').join('/'));
      }
    }
  }
  return found.sort();
}

/**
 * `packageUrl` is the package's folder (`new URL('.', import.meta.url)` in its vitest config).
 *
 * Test files run one after another in one module graph and one DOM per worker (`isolate: false`;
 * the setup file empties storage and the DOM before each file): a suite then takes a third of the
 * time, since each file no longer sets up a DOM and loads React, i18n and the contract again. The
 * files that replace modules run isolated, as a project of their own in the same run.
 */
export function platformVitestConfig(packageUrl) {
  const root = fileURLToPath(packageUrl);
  const isolated = filesReplacingModules(root);
  return defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
      // A page test renders lazy parts and a whole page in happy-dom: seconds of one core on a loaded
      // 2-core machine (vitest's 5 s default failed such tests there). The limit stops a hung test; it
      // times nothing.
      testTimeout: 20_000,
      // Each project names its own files: a project that extends this config would add its include
      // to one here, not replace it.
      projects: [
        {
          extends: true,
          test: {
            name: 'shared-graph',
            isolate: false,
            include: TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
            exclude: ['**/node_modules/**', ...isolated],
          },
        },
        ...(isolated.length === 0
          ? []
          : [{ extends: true, test: { name: 'isolated', isolate: true, include: isolated } }]),
      ],
    },
  });
}
