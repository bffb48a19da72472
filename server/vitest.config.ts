import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/vitest-global-setup.ts'],
    // Each API test file opens its own in-memory PGlite (a WebAssembly PostgreSQL); booting it takes
    // a few seconds on a 2-core machine, so hooks get room beyond vitest's 10 s default.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
