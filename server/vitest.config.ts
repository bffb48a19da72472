import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/vitest-global-setup.ts'],
    // A worker runs its files one after another in one module graph: each file builds its own app
    // and database, and nothing here replaces modules with vi.mock. The suite takes about half the
    // time (109 s → 60 s on 2 cores); it passed in shuffled file orders.
    isolate: false,
    // vitest's default is cores − 1, one worker on 2 cores, idle while a test waits on a timer or a
    // socket. npm test passes the same figure (scripts/test.mjs); two workers: 110-137 s → 80-89 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each API test file opens its own in-memory PGlite (a WebAssembly PostgreSQL), restored from the
    // run's snapshot or built from scratch: seconds on a loaded 2-core machine, so hooks get room
    // beyond vitest's 10 s default.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
