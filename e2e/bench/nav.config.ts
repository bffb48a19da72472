import { defineConfig } from '@playwright/test';
import base from '../playwright.config';
import { navSite } from './nav-ports';

/** The click-to-content benchmark (bench/nav.mjs): one worker, so runs never compete for the CPU. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'nav.bench.ts',
  globalSetup: './nav.global-setup.ts',
  projects: [{ name: 'nav', use: { browserName: 'chromium' } }],
  workers: 1,
  retries: 0,
  timeout: 20 * 60_000,
  reporter: [['list']],
  use: { ...base.use, baseURL: navSite },
});
