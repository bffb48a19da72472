import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Every browser-side package tests with the same environment and setup. */
export function platformVitestConfig() {
  return defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: [fileURLToPath(new URL('./vitest-setup.ts', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
}
