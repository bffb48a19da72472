#!/usr/bin/env node
// Prints how much JavaScript a route makes the browser load: every script response of the page,
// raw, gzip (level 9) and brotli (quality 11) as the static server's precompressed copies are, the
// bytes that actually crossed the wire and the content-encodings seen, split by origin (host vs
// each remote). Each route twice: alone (the idle prefetch of the next vertical off: the figure the
// 200 KiB budget of docs/decisions/0003 is about) and then as a visitor gets it, prefetch included.
// Usage: npm run bench:size [-- /path ...]   (default: the home page, logged out)
// For members, 1×/4× CPU timings (LCP, TBT) and scripts before LCP: npm run bench:load.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildApps } from '../../scripts/lib/build-apps.mjs';
import { ensureChromium, ensureWorkspace } from '../../scripts/lib/ensure-deps.mjs';
import { deploymentPorts } from '../../scripts/lib/remotes.mjs';
import { startSite } from '../../scripts/lib/site.mjs';

const ports = deploymentPorts(28090, 28080);
const names = Object.fromEntries(Object.entries(ports).map(([name, port]) => [String(port), name]));
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (paths.length === 0) paths.push('/');

async function readScript(response, scripts) {
  try {
    const body = await response.body();
    const wire = (await response.request().sizes()).responseBodySize;
    const encoding = (await response.headerValue('content-encoding')) ?? 'none';
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    scripts.push({
      url: response.url(),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      br,
      wire,
      encoding,
    });
  } catch {
    // A response without a body (redirect, failure) loads no code.
  }
}

/**
 * Waits until the page is done loading: no request in flight or started for 2 s while its main
 * thread is idle (at most 60 s). 'networkidle' is not enough: it can fire while the main script
 * still runs, before the page asks for its lazy chunks and data.
 */
async function quiet(page) {
  let last = Date.now();
  let inFlight = 0;
  const started = (request) => {
    if (request.frame() === page.mainFrame()) inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const since = Date.now();
  while (Date.now() - since < 60_000) {
    // Resolves only when the main thread has nothing to run.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 10_000 })),
    );
    if (inFlight === 0 && Date.now() - last >= 2000) break;
    await page.waitForTimeout(250);
  }
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
}

await ensureWorkspace();
const executablePath = ensureChromium();
if (!process.argv.includes('--no-build')) await buildApps();
const dataDir = mkdtempSync(join(tmpdir(), 'platform-bench-'));
const site = await startSite({ ports, brand: 'default', apiEnv: { DATA_DIR: dataDir } });
const browser = await chromium.launch({
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const [path, prefetch] of paths.flatMap((p) => [
    [p, false],
    [p, true],
  ])) {
    const page = await browser.newPage();
    // Off: the page tells it the visitor asked to save data, so the idle prefetch of the next
    // vertical's remote (host/src/prefetch) stays out and the figures are the route's own.
    if (!prefetch)
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
      );
    const scripts = [];
    // Bodies are read while the page is open: a body asked for after close() is gone.
    const reads = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(readScript(response, scripts));
    });
    await page.goto(site.url + path, { waitUntil: 'commit' });
    await quiet(page);
    await Promise.all(reads);
    await page.close();
    const byOrigin = {};
    for (const s of scripts) {
      const origin = names[new URL(s.url).port] ?? new URL(s.url).host;
      byOrigin[origin] ??= { files: 0, raw: 0, gzip: 0, br: 0, wire: 0, encodings: new Set() };
      byOrigin[origin].files += 1;
      byOrigin[origin].raw += s.raw;
      byOrigin[origin].gzip += s.gzip;
      byOrigin[origin].br += s.br;
      byOrigin[origin].wire += s.wire;
      byOrigin[origin].encodings.add(s.encoding);
    }
    const kb = (n) => (n / 1024).toFixed(1).padStart(8);
    console.log(`\nroute ${path} ${prefetch ? 'with the idle prefetch' : 'alone (the budget: 200 KiB gzip)'}`);
    console.log('origin        files    raw KB   gzip KB     br KB   wire KB  encodings');
    for (const [origin, t] of Object.entries(byOrigin))
      console.log(
        `${origin.padEnd(12)} ${String(t.files).padStart(6)} ${kb(t.raw)} ${kb(t.gzip)} ${kb(t.br)} ${kb(t.wire)}  ${[...t.encodings].join('+')}`,
      );
    if (process.argv.includes('--list')) {
      for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
        const url = new URL(s.url);
        console.log(`  ${(names[url.port] ?? url.host).padEnd(12)} ${kb(s.gzip)} gzip  ${url.pathname}`);
      }
    }
    const total = scripts.reduce(
      (sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, br: sum.br + s.br, wire: sum.wire + s.wire }),
      { raw: 0, gzip: 0, br: 0, wire: 0 },
    );
    console.log(
      `${'total'.padEnd(12)} ${String(scripts.length).padStart(6)} ${kb(total.raw)} ${kb(total.gzip)} ${kb(total.br)} ${kb(total.wire)}`,
    );
  }
} finally {
  await browser.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
}
