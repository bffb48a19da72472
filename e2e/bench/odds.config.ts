import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The live-odds benchmark: one Playwright run against the same production deployment as the e2e
 * suite, with the random feed stopped until the benchmark sets each rate itself. It prints
 * figures; it asserts nothing about speed.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'odds.bench.ts',
  globalSetup: './odds.global-setup.ts',
  workers: 1,
  retries: 0,
  timeout: 15 * 60_000,
  reporter: [['list']],
});
