// Every browser-side package tests with the same environment and setup. Plain JS: vitest loads
// config files with Node, which cannot import TypeScript from another package.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export function platformVitestConfig() {
  return defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}
