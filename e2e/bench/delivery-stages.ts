import type { Browser } from '@playwright/test';
import { join } from 'node:path';
import type { CanaryFigures } from 'shared/contract/console';
import { loadDiscount, loadMaybeFailing, type DiscountLoad, type FailingLoad } from './delivery-browser';
import { labelledCopy, publishCommand, type Releases } from './delivery-site';

/** New page loads tried before a change counts as not live (each one a fresh visitor). */
const LOADS_TRIED = 5;

export interface Bench {
  browser: Browser;
  releases: Releases;
  token: string;
  /** The changed mf-promotions build (a mark above the list). */
  changedDist: string;
  /** Where the labelled copies go. */
  workDir: string;
  /** The product's own mf-promotions, published and pinned as the stable version before the runs. */
  baseVersion: string;
}

/** New page loads until one shows what `wanted` accepts: that load and how many it took. */
async function firstLoadShowing(
  browser: Browser,
  wanted: (load: DiscountLoad) => boolean,
): Promise<{ load: DiscountLoad; loads: number }> {
  for (let loads = 1; loads <= LOADS_TRIED; loads += 1) {
    const load = await loadDiscount(browser);
    if (wanted(load)) return { load, loads };
  }
  throw new Error(`${LOADS_TRIED} new page loads did not show the change`);
}

export interface LiveSample {
  /** The publish command, start to exit (ms). */
  publish: number;
  /** The pin change's console call (ms). */
  pin: number;
  /** From the answer of the pin change to a new page load showing the version (ms). */
  load: number;
  total: number;
  /** New page loads it took (1 when the first one showed it). */
  loads: number;
  version: string;
}

/** Publishes a new version of mf-promotions, pins it as the brand's stable version, loads a page until it shows. */
export async function publishToLive(bench: Bench, run: number): Promise<LiveSample> {
  const label = `bench run ${run} ${Date.now()}`;
  const folder = labelledCopy(bench.changedDist, join(bench.workDir, `run-${run}`), label);
  const start = Date.now();
  const version = await publishCommand(folder, bench.token);
  const published = Date.now();
  await bench.releases.change({ action: 'pin', version });
  const pinned = Date.now();
  const { load, loads } = await firstLoadShowing(bench.browser, (l) => l.version === version && l.mark === label);
  return {
    publish: published - start,
    pin: pinned - published,
    load: load.shownAt - pinned,
    total: load.shownAt - start,
    loads,
    version,
  };
}

export interface RollbackSample {
  /** The rollback's console call (ms). */
  call: number;
  load: number;
  total: number;
  loads: number;
  /** A new page load once nothing changes any more, start to content: what a page load costs here anyway. */
  unchanged: number;
}

/** Rolls mf-promotions back to the base version and loads a page until it shows it (no mark). */
export async function rollbackToLive(bench: Bench): Promise<RollbackSample> {
  const start = Date.now();
  await bench.releases.change({ action: 'rollback', version: bench.baseVersion });
  const called = Date.now();
  const { load, loads } = await firstLoadShowing(
    bench.browser,
    (l) => l.version === bench.baseVersion && l.mark === null,
  );
  const again = Date.now();
  const unchanged = (await loadDiscount(bench.browser)).shownAt - again;
  return { call: called - start, load: load.shownAt - called, total: load.shownAt - start, loads, unchanged };
}

export interface WithdrawalSample {
  /** From the start of the first failing page load to the server's withdrawal (its history row's time). */
  fromFirstLoad: number;
  /** From the first retry panel shown to the withdrawal. */
  fromFirstFailure: number;
  /** Page loads whose failure had shown by the withdrawal. */
  failedBefore: number;
  /** Page loads started in all (some were under way when the canary went). */
  started: number;
  figures: CanaryFigures;
  /** The visitor's next page load ran the stable version and worked. */
  stableAfter: boolean;
}

/**
 * Pins `broken` as a canary for every visitor and sends `visitors` new visitors at a time to the
 * discount page until the server withdraws it (at most `maxLoads` loads); then one more visitor.
 */
export async function failingToRollback(
  bench: Bench,
  broken: string,
  { visitors, maxLoads }: { visitors: number; maxLoads: number },
): Promise<WithdrawalSample> {
  await bench.releases.change({ action: 'canary', version: broken, percent: 100 });
  const setAt = Date.now();
  let withdrawal: { at: number; figures: CanaryFigures } | null = null;
  let watching = true;
  const watch = (async () => {
    while (withdrawal === null && watching) {
      const row = await bench.releases.latest();
      // History times are the server's clock: the same machine's.
      if (row?.action === 'auto_rollback' && row.figures && Date.parse(row.at) >= setAt - 1000)
        withdrawal = { at: Date.parse(row.at), figures: row.figures };
      else await new Promise((done) => setTimeout(done, 200));
    }
  })();
  const loads: FailingLoad[] = [];
  const visit = async () => {
    while (withdrawal === null && loads.length < maxLoads) {
      const slot = loads.length;
      loads.push({ version: null, startedAt: Date.now(), failedAt: null });
      loads[slot] = await loadMaybeFailing(bench.browser);
    }
  };
  await Promise.all(Array.from({ length: visitors }, visit));
  // The last reports may still be on their way: give the server a few seconds to decide.
  const waitMore = Date.now() + 15_000;
  while (withdrawal === null && Date.now() < waitMore) await new Promise((done) => setTimeout(done, 200));
  watching = false;
  await watch;
  const decided = withdrawal as { at: number; figures: CanaryFigures } | null;
  if (decided === null) throw new Error(`the canary was not withdrawn after ${loads.length} page loads`);
  const failed = loads.filter((l) => l.failedAt !== null && l.version === broken);
  if (failed.length === 0) throw new Error('no page load of the broken canary failed');
  const after = await loadDiscount(bench.browser);
  return {
    fromFirstLoad: decided.at - Math.min(...failed.map((l) => l.startedAt)),
    fromFirstFailure: decided.at - Math.min(...failed.map((l) => l.failedAt!)),
    failedBefore: failed.filter((l) => l.failedAt! <= decided.at).length,
    started: loads.length,
    figures: decided.figures,
    stableAfter: after.version === bench.baseVersion,
  };
}
