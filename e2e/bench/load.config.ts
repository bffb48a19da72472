import { defineConfig } from '@playwright/test';
import base from '../playwright.config';
import { loadSite } from './load-ports';

/** The first-load benchmark (bench/load.mjs): one worker, so runs never compete for the CPU. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'load.bench.ts',
  globalSetup: './load.global-setup.ts',
  projects: [{ name: 'load', use: { browserName: 'chromium' } }],
  workers: 1,
  retries: 0,
  timeout: 30 * 60_000,
  reporter: [['list']],
  use: { ...base.use, baseURL: loadSite },
});
