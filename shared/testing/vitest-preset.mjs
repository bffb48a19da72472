// Every browser-side package tests with the same environment and setup. Plain JS: vitest loads
// config files with Node, which cannot import TypeScript from another package.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `isolate: false` runs a worker's test files one after another in one module graph and one DOM
 * (the setup file empties storage and the DOM before each file): a package's suite then takes a
 * third of the time. Packages whose tests replace modules with vi.mock keep isolation, since a
 * module cached by an earlier file would ignore the mock.
 */
export function platformVitestConfig({ isolate = true } = {}) {
  return defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}', 'testing/**/*.test.{ts,tsx}'],
      isolate,
      // A page test renders lazy parts and a whole page in happy-dom: seconds of one core on a loaded
      // 2-core machine (vitest's 5 s default failed such tests there). The limit stops a hung test; it
      // times nothing.
      testTimeout: 20_000,
    },
  });
}
