import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DIAGNOSTICS_REPORT_PATH } from 'shared/contract';
import { REPORT_IDLE_MS } from 'shared/diagnostics';
import base from '../playwright.config';
import { CANARY_MARK } from '../support/registry';
import { deliverySite } from './delivery-site';

/** The suite's Chromium with its flags (CHROMIUM_PATH or Debian's), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(base.use?.launchOptions);
}

/** A fresh browser profile (no cache, no stored remote map) of one visitor: every load is a first visit. */
async function visitor(browser: Browser, id: string = randomUUID()): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: deliverySite,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript((uuid) => localStorage.setItem('uuid', uuid), id);
  return { context, page: await context.newPage() };
}

/** The promotions registry version whose entry a page fetched (its first). */
function watchVersion(page: Page): () => string | null {
  let version: string | null = null;
  page.on('request', (request) => {
    const match = /\/registry\/promotions\/([0-9a-f]{16})\/remoteEntry\.js/.exec(request.url());
    if (match && version === null) version = match[1]!;
  });
  return () => version;
}

export interface DiscountLoad {
  /** The registry version the page ran, or null when it loaded promotions from the brand's own address. */
  version: string | null;
  /** The changed build's mark text, or null for a build without it. */
  mark: string | null;
  /** Date.now() when the discount list showed. */
  shownAt: number;
}

/** One new page load of 活动 › 优惠 until its list shows. */
export async function loadDiscount(browser: Browser): Promise<DiscountLoad> {
  const { context, page } = await visitor(browser);
  try {
    const version = watchVersion(page);
    await page.goto('/activity/discount');
    await page.getByTestId('discount-card').first().waitFor({ state: 'visible', timeout: 60_000 });
    const shownAt = Date.now();
    const mark = page.getByTestId(CANARY_MARK);
    return { version: version(), mark: (await mark.count()) > 0 ? await mark.innerText() : null, shownAt };
  } finally {
    await context.close();
  }
}

export interface FailingLoad {
  version: string | null;
  startedAt: number;
  /** Date.now() when the retry panel showed; null when the page worked. */
  failedAt: number | null;
}

/**
 * One page load of 活动 › 优惠 by a new visitor; when the remote fails, waits for the page's own
 * report of it (the reporter sends after REPORT_IDLE_MS of quiet, as for a visitor who stays).
 */
export async function loadMaybeFailing(browser: Browser): Promise<FailingLoad> {
  const { context, page } = await visitor(browser);
  try {
    const version = watchVersion(page);
    const reported = page
      .waitForRequest((request) => request.url().endsWith(DIAGNOSTICS_REPORT_PATH), { timeout: 30_000 })
      .catch(() => null);
    const startedAt = Date.now();
    await page.goto('/activity/discount');
    const card = page.getByTestId('discount-card').first();
    const failed = page.locator('[data-remote-error="promotions"]').first();
    await card.or(failed).waitFor({ state: 'visible', timeout: 60_000 });
    const failedAt = (await failed.isVisible()) ? Date.now() : null;
    if (failedAt !== null) await reported;
    return { version: version(), startedAt, failedAt };
  } finally {
    await context.close();
  }
}

export interface ReportTraffic {
  requests: number;
  bodyBytes: number;
}

/**
 * The browser health reports one page load of `path` sends: its beacons from the load until the page
 * is left (their number and body bytes). The page is left once its first report went (the reporter
 * waits REPORT_IDLE_MS of quiet for it; 20 s at most): leaving sends whatever came after it.
 */
export async function reportTraffic(browser: Browser, path: string, readyTestId: string): Promise<ReportTraffic> {
  const { context, page } = await visitor(browser);
  const traffic = { requests: 0, bodyBytes: 0 };
  page.on('request', (request) => {
    if (!request.url().endsWith(DIAGNOSTICS_REPORT_PATH)) return;
    traffic.requests += 1;
    traffic.bodyBytes += request.postDataBuffer()?.length ?? 0;
  });
  try {
    const first = page
      .waitForRequest((request) => request.url().endsWith(DIAGNOSTICS_REPORT_PATH), {
        timeout: REPORT_IDLE_MS + 15_000,
      })
      .catch(() => null);
    await page.goto(path);
    await page.getByTestId(readyTestId).first().waitFor({ state: 'visible', timeout: 60_000 });
    await first;
    // Leaving the page sends what is still queued (pagehide).
    await page.goto('about:blank');
    await page.waitForTimeout(1000);
    return traffic;
  } finally {
    await context.close();
  }
}
