import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { renderBrand } from '../../scripts/lib/brand.mjs';
import { runsOption } from '../../scripts/lib/bench-figures.mjs';
import { publisherToken } from '../../scripts/lib/publish-remote.mjs';
import { startSite } from '../../scripts/lib/site.mjs';
import { e2ePorts, e2eConsolePort } from '../support/ports';
import { brokenPromotionsBuild, changedPromotionsBuild } from '../support/registry';
import { launchChromium, reportTraffic } from './delivery-browser';
import { printDelivery, type DeliveryFigures } from './delivery-print';
import { deliveryPorts, publishCommand, releases } from './delivery-site';
import { failingToRollback, publishToLive, rollbackToLive, type Bench } from './delivery-stages';
import { busyPorts, takeE2eLock } from './e2e-lock';

/**
 * bench:delivery (see delivery.mjs): publish-to-live, rollback-to-live, report bytes per page load
 * and failing loads to the automatic rollback, over `--runs` repetitions on a deployment of its own.
 */

const runs = runsOption(process.argv.slice(2), 5, 20);
/** The withdrawal thresholds this run's API gets (printed with the table). */
const limits = { failureRate: 0.2, minLoads: 5 };
/**
 * Visitors loading the broken canary at once (as many as the minimum, so the time is the system's
 * reaction rather than the bench's pace), and the loads one withdrawal may take at most.
 */
const failing = { visitors: limits.minLoads, maxLoads: 4 * limits.minLoads };
/** The whole run, server start included: past it the bench stops what it started and fails. */
const BOUND_MS = 20 * 60_000;

function buildIds(): Pick<DeliveryFigures['builds'], 'commit' | 'hostScripts'> {
  const git = (args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const commit = git(['rev-parse', '--short=12', 'HEAD']) + (git(['status', '--porcelain']) ? ' (+ changes)' : '');
  const html = readFileSync(join(ROOT, 'host', 'dist', 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!.split('/').pop()!);
  return { commit, hostScripts: scripts.join(' ') };
}

/** What the run holds open, closed at its end or when it passes its bound. */
const held: {
  lock: Awaited<ReturnType<typeof takeE2eLock>>;
  site: Awaited<ReturnType<typeof startSite>> | null;
  browser: Awaited<ReturnType<typeof launchChromium>> | null;
} = { lock: null, site: null, browser: null };

async function release(): Promise<void> {
  const { browser, site, lock } = held;
  Object.assign(held, { lock: null, site: null, browser: null });
  await browser?.close().catch(() => undefined);
  await site?.close().catch(() => undefined);
  lock?.release();
}

async function measure(workDir: string): Promise<DeliveryFigures> {
  console.log('› the changed and the broken mf-promotions (built once, kept in .tmp/) …');
  const changedDist = await changedPromotionsBuild();
  const brokenDist = await brokenPromotionsBuild();

  const wait = 600;
  console.log(`› waiting for /tmp/e2e.lock (at most ${wait} s) …`);
  held.lock = await takeE2eLock(wait);
  if (held.lock === null) console.log('  (no flock here: running without the e2e lock)');
  try {
    const e2eBusy = await busyPorts([...Object.values(e2ePorts), e2eConsolePort]);
    if (e2eBusy.length > 0) throw new Error(`the e2e deployment is running (ports ${e2eBusy.join(', ')}): not now`);
    const ownBusy = await busyPorts(Object.values(deliveryPorts));
    if (ownBusy.length > 0) throw new Error(`ports ${ownBusy.join(', ')} are taken: the bench needs them`);
    const loadAtStart = loadavg();
    console.log(`› starting the deployment on 127.0.0.1:${deliveryPorts.host} (API ${deliveryPorts.api}) …`);
    const site = (held.site = await startSite({
      ports: { ...deliveryPorts },
      brand: 'default',
      apiEnv: {
        DATA_DIR: join(workDir, 'data'),
        CANARY_ROLLBACK_FAILURE_RATE: String(limits.failureRate),
        CANARY_ROLLBACK_MIN_LOADS: String(limits.minLoads),
      },
    }));
    const siteId = String((renderBrand('default', deliveryPorts) as { siteId: string }).siteId);
    const token = await publisherToken(site.api.url);
    const release = releases(token, siteId);
    const baseVersion = await publishCommand(join(ROOT, 'mf-promotions'), token);
    await release.change({ action: 'pin', version: baseVersion });
    const brokenVersion = await publishCommand(join(brokenDist, '..'), token);
    const browser = (held.browser = await launchChromium());
    const bench: Bench = { browser, releases: release, token, changedDist, workDir, baseVersion };

    const figures: DeliveryFigures = {
      runs,
      limits,
      failing,
      siteId,
      machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? '?', loadAtStart, loadAtEnd: [] },
      builds: { ...buildIds(), baseVersion, brokenVersion, changedVersions: [] },
      live: [],
      rollback: [],
      reports: { home: [], discount: [] },
      withdrawals: [],
    };
    for (let run = 1; run <= runs; run += 1) {
      console.log(`› run ${run}/${runs}: publish and pin, roll back …`);
      const live = await publishToLive(bench, run);
      figures.live.push(live);
      figures.builds.changedVersions.push(live.version);
      figures.rollback.push(await rollbackToLive(bench));
    }
    for (let run = 1; run <= runs; run += 1) {
      console.log(`› run ${run}/${runs}: report bytes of a page load (home, 优惠) …`);
      figures.reports.home.push(await reportTraffic(browser, '/', 'entry-realbet'));
      figures.reports.discount.push(await reportTraffic(browser, '/activity/discount', 'discount-card'));
    }
    for (let run = 1; run <= runs; run += 1) {
      console.log(`› run ${run}/${runs}: a broken canary at 100% until the server withdraws it …`);
      figures.withdrawals.push(await failingToRollback(bench, brokenVersion, failing));
    }
    figures.machine.loadAtEnd = loadavg();
    return figures;
  } finally {
    await release();
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'platform-delivery-'));
let timer: ReturnType<typeof setTimeout> | undefined;
try {
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`over its ${BOUND_MS / 60_000}-minute bound`)), BOUND_MS);
  });
  printDelivery(await Promise.race([measure(workDir), bound]));
} catch (error) {
  console.error(`bench:delivery failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
  // After the bound the measuring is still under way: stop what it started, then leave.
  await release();
  rmSync(workDir, { recursive: true, force: true });
  process.exit();
}
