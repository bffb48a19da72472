#!/usr/bin/env node
// The remote half of `npm run bench:hardening` (docs/decisions/0004-hardening.md): for each remote
// a guest can reach, served down (nothing listening), slow (every answer 10 s late) and broken (a
// syntax error in remoteEntry.js), the uncaught errors the page saw and the time from the click to
// the retry panel (or to the area's content, when a slow remote arrives before any timeout). Then
// the skewed remote (built against shared 2.0.0, under the unchanged host) and last-known-good
// loads. Figures only, never pass/fail. Needs the production builds (node scripts/build.mjs) and
// uses ports 28200-28220.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { ROOT, apps } from '../../scripts/lib/apps.mjs';
import { renderBrand } from '../../scripts/lib/brand.mjs';
import { ensureChromium } from '../../scripts/lib/ensure-deps.mjs';
import { deploymentPorts } from '../../scripts/lib/remotes.mjs';
import { appServerOptions, startSite } from '../../scripts/lib/site.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

const base = deploymentPorts(28203, 28204);
const HOST = 28200;
const FIXTURE = 28201;
const SLOW_MS = 10_000;

/** Where each guest-reachable remote's area is, and what it shows when it works. */
const reach = {
  auth: {
    open: (page) => page.getByTestId('header-login').click(),
    works: (page) => page.getByRole('dialog').getByLabel('用户名'),
  },
  sports: {
    open: (page) => page.locator('[data-nav="sport"]').first().click(),
    works: (page) => page.getByTestId('sports-venue-card').first(),
  },
  casino: {
    open: (page) => page.locator('[data-nav="realbet"]').first().click(),
    works: (page) => page.getByTestId('venue-card').first(),
  },
  promotions: {
    open: (page) => page.locator('[data-nav="discount"]').first().click(),
    works: (page) => page.getByTestId('discount-card').first(),
  },
  // A visitor's page loads the chat remote on a press of the host's 在线客服; the remote then opens its warning.
  chat: {
    open: (page) => page.locator('header').getByRole('button', { name: '在线客服' }).click(),
    works: (page) => page.getByRole('dialog', { name: '温馨提示' }),
  },
};

const appOf = (remote) => apps.find((a) => a.remote === remote);

function brokenCopy(remote) {
  const dir = mkdtempSync(join(tmpdir(), `bench-broken-${remote}-`));
  cpSync(join(ROOT, appOf(remote).dir, 'dist'), dir, { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), 'var broken = {;\n' + readFileSync(join(dir, 'remoteEntry.js'), 'utf8'));
  for (const suffix of ['.br', '.gz']) rmSync(join(dir, 'remoteEntry.js' + suffix), { force: true });
  return dir;
}

/** The real remote behind a proxy that holds every answer for SLOW_MS. */
function slowProxy(port, target) {
  const server = createServer((req, res) => {
    setTimeout(() => {
      fetch(`http://127.0.0.1:${target}${req.url}`, { headers: { 'accept-encoding': 'identity' } })
        .then(async (answer) => {
          const headers = Object.fromEntries(
            [...answer.headers].filter(
              ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
            ),
          );
          res.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
    }, SLOW_MS);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ close: () => new Promise((done) => server.close(() => done())) })),
  );
}

async function measure(browser, brand, key, { prime } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const uncaught = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  try {
    await page.goto(`http://127.0.0.1:${HOST}/`);
    await page.getByTestId('site-name').waitFor();
    if (prime) await prime(page);
    const started = Date.now();
    await reach[key].open(page);
    const panel = page.locator(`[data-remote-error="${key}"]`);
    const outcome = await Promise.race([
      panel
        .first()
        .waitFor({ timeout: 40_000 })
        .then(() => 'retry panel'),
      reach[key]
        .works(page)
        .waitFor({ timeout: 40_000 })
        .then(() => 'content'),
    ]).catch(() => 'nothing in 40 s');
    const ms = Date.now() - started;
    const events = await page.evaluate(() => globalThis.__PLATFORM_REMOTE_EVENTS__ ?? []);
    return { outcome, ms, uncaught: uncaught.length, events, page, context };
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function hostFor(brand) {
  return startStaticServer(appServerOptions(apps[0], { ...base, host: HOST }, () => JSON.stringify(brand)));
}

// The same browser as the e2e suite (playwright.config.ts), found before any server starts.
const executablePath = ensureChromium();
const site = await startSite({
  ports: base,
  brand: 'default',
  apiEnv: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-remotes-')), PLATFORM_TEST_MODE: '1' },
});
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const rows = [];
try {
  for (const key of Object.keys(reach)) {
    const brand = renderBrand('default', { ...base, host: HOST, [key]: FIXTURE });
    for (const mode of ['down', 'slow', 'broken']) {
      const host = await hostFor(brand);
      let fixture = null;
      let dir = null;
      if (mode === 'slow') fixture = await slowProxy(FIXTURE, base[key]);
      if (mode === 'broken') {
        dir = brokenCopy(key);
        fixture = await startStaticServer({
          ...appServerOptions(appOf(key), { ...base, host: HOST, [key]: FIXTURE }, () => JSON.stringify(brand)),
          root: dir,
        });
      }
      try {
        const run = await measure(browser, brand, key);
        rows.push({
          remote: key,
          fault: mode === 'slow' ? `slow (${SLOW_MS / 1000} s)` : mode,
          outcome: run.outcome,
          'time (ms)': run.ms,
          uncaught: run.uncaught,
          caught: run.events.filter((e) => e.kind === 'script-error').length,
        });
        await run.context.close();
      } finally {
        await fixture?.close();
        await host.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  console.log('\nRemotes down, slow and broken (time from the click to the retry panel or the content):');
  console.table(rows);

  // Skewed remote: promotions built against shared 2.0.0 under the unchanged host.
  const skewDir = mkdtempSync(join(tmpdir(), 'bench-skew-'));
  execFileSync(
    process.execPath,
    [join(ROOT, 'e2e', 'fixtures', 'build-skewed-remote.mjs'), 'mf-promotions', skewDir, '2.0.0'],
    { stdio: 'ignore' },
  );
  const skewBrand = renderBrand('default', { ...base, host: HOST, promotions: FIXTURE });
  const skewHost = await hostFor(skewBrand);
  const skewRemote = await startStaticServer({
    ...appServerOptions(appOf('promotions'), { ...base, host: HOST, promotions: FIXTURE }, () =>
      JSON.stringify(skewBrand),
    ),
    root: skewDir,
  });
  try {
    const run = await measure(browser, skewBrand, 'promotions');
    const reason = await run.page
      .locator('[data-remote-error="promotions"]')
      .first()
      .getAttribute('data-remote-error-reason')
      .catch(() => null);
    await run.page.locator('[data-nav="sport"]').first().click();
    const elsewhere = await run.page
      .getByTestId('sports-venue-card')
      .first()
      .waitFor({ timeout: 20_000 })
      .then(
        () => 'works',
        () => 'broken',
      );
    console.log('\nSkewed remote (promotions built against shared 2.0.0, host provides 1.0.0):');
    console.table([
      {
        outcome: run.outcome,
        reason,
        'time (ms)': run.ms,
        uncaught: run.uncaught,
        'incompatible events': run.events.filter((e) => e.kind === 'incompatible').length,
        'sports meanwhile': elsewhere,
      },
    ]);
    await run.context.close();
  } finally {
    await skewRemote.close();
    await skewHost.close();
    rmSync(skewDir, { recursive: true, force: true });
  }

  // Last known good: load once, then every manifest answers 500; reload and reach each area again.
  const lkgBrand = renderBrand('default', { ...base, host: HOST });
  const lkgHost = await hostFor(lkgBrand);
  const lkgRows = [];
  try {
    for (const key of Object.keys(reach)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const uncaught = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      await page.goto(`http://127.0.0.1:${HOST}/`);
      await reach[key].open(page);
      await reach[key].works(page).waitFor({ timeout: 20_000 });
      await page.route(`http://127.0.0.1:${base[key]}/mf-manifest.json*`, (route) =>
        route.fulfill({ status: 500, body: 'Internal Server Error' }),
      );
      await page.reload();
      await page.getByTestId('site-name').waitFor();
      const started = Date.now();
      await reach[key].open(page);
      const outcome = await Promise.race([
        reach[key]
          .works(page)
          .waitFor({ timeout: 20_000 })
          .then(() => 'rendered'),
        page
          .locator(`[data-remote-error="${key}"]`)
          .first()
          .waitFor({ timeout: 20_000 })
          .then(() => 'retry panel'),
      ]).catch(() => 'nothing in 20 s');
      const events = await page.evaluate(() => globalThis.__PLATFORM_REMOTE_EVENTS__ ?? []);
      const used = events.find((e) => e.kind === 'last-known-good');
      lkgRows.push({
        remote: key,
        manifest: 'HTTP 500',
        outcome,
        'time (ms)': Date.now() - started,
        'last-known-good': used ? `${used.hash} (${used.savedAt})` : 'none',
        uncaught: uncaught.length,
      });
      await context.close();
    }
  } finally {
    await lkgHost.close();
  }
  console.log('\nLast known good (loaded once, then the manifest answers 500, reload):');
  console.table(lkgRows);
} finally {
  await browser.close();
  await site.close();
}
