import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../scripts/lib/chromium.mjs';
import { urls } from './support/ports';

/** CHROMIUM_PATH or Debian's chromium (scripts/lib/chromium.mjs), never a downloaded browser; flags that work on a closed network. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * V8 stops at Maglev in the suite's pages: TurboFan's background compiles do not pay off in pages
 * that live seconds, and the runner has two cores. On shell-routes + account (17 tests) the run used
 * 12% less CPU: 190.5 and 191.2 CPU-seconds (user + sys) on two runs without it, 168.4 with it.
 * Benchmarks launch Chromium with the defaults, as players have it.
 */
const testOnlyArgs = ['--js-flags=--max-opt=2'];

/** Specs the 'last' project runs after all the others. */
const LAST = /.*\.(clock|site-wide)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A slow 2-core machine with two workers runs the longer journeys (login, captcha, deposit) in
  // 40-60 s and the many-page ones (every shell route, dead ends, a dropped socket) in 70-100 s;
  // the limit stops a hung test, it does not time the product (benchmarks do that).
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright-report.json' }]],
  outputDir: './test-results',
  use: {
    baseURL: urls.site,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // Recording a trace (screencast and DOM snapshots) costs every test CPU on a 2-core runner: CI
    // records only the retry of a failed test, which is the run worth reading.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Headless Chromium paints in software, and every open page of a test is "visible": the notice
    // marquee alone kept a page's main thread about 7 times as busy as a still page (95 ms a second
    // against 13, CDP Performance metrics on home and the sports book). Players who ask for less motion
    // get the same still page; the moving one is proven by reduced-motion.spec and the unit tests.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs, ...testOnlyArgs] },
  },
  projects: [
    // Logs each member the suites need in once, through the real dialog, and saves the state
    // (support/members.ts); the tests that are not about logging in start from it.
    { name: 'setup', testMatch: /.*\.setup\.ts$/, use: { browserName: 'chromium' } },
    { name: 'chromium', testIgnore: LAST, use: { browserName: 'chromium' }, dependencies: ['setup'] },
    // Tests that change the whole site for everyone run last, once nothing else is in flight: those
    // that move the business clock forward (a day later every pending order of another test would
    // expire) and those that put a support agent on duty (the bot then stays quiet for every chat).
    { name: 'last', testMatch: LAST, use: { browserName: 'chromium' }, dependencies: ['chromium'] },
  ],
});
