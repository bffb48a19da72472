import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signedHeaders } from '../support/signing';
import { answerGraphicCaptchaWith } from './load-captcha';
import { loadApi, loadSite, singleSite } from './load-ports';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const routes = (process.env.BENCH_ROUTES ?? '/,/game/sport/crty,/mine/transRecord,/activity/discount').split(',');
const throttles = [1, 4];
/** BENCH_LIST=1: also list every script of each cell (origin, path, gzip, start), to find what a route loads but does not show. */
const listScripts = process.env.BENCH_LIST === '1';
const MEMBER = { username: 'demo888', password: 'demo1234' };

interface Script {
  url: string;
  raw: number;
  gzip: number;
  br: number;
  wire: number;
  encoding: string;
  start: number;
}

interface Run {
  lcp: number;
  tbt: number;
  /** The longest task in the first 5 s after navigation start. */
  longest: number;
  scripts: Script[];
}

/** LCP and long tasks, observed from the first byte of the page. */
async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = { lcp: 0, fcp: 0, longTasks: [] as { start: number; duration: number }[] };
    (window as unknown as { __loadProbe: typeof probe }).__loadProbe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function captchaAnswer(id: string): Promise<string> {
  const path = '/test/api/v1/captchaAnswer';
  const body = JSON.stringify({ id });
  const response = await fetch(loadApi + path, { method: 'POST', headers: signedHeaders(path, body), body });
  const envelope = (await response.json()) as { data?: { text?: string } };
  if (!envelope.data?.text) throw new Error(`captcha ${id} has no answer`);
  return envelope.data.text;
}

/** Logs the demo member in through the auth dialog once; every member run starts from this state. */
type State = Awaited<ReturnType<BrowserContext['storageState']>>;

async function memberState(browser: Browser): Promise<State> {
  const context = await browser.newContext({ baseURL: loadSite });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog', { name: '登录与注册' });
  await dialog.getByLabel('用户名').fill(MEMBER.username);
  await dialog.getByLabel('密码', { exact: true }).fill(MEMBER.password);
  await answerGraphicCaptchaWith(
    page,
    () => dialog.getByRole('button', { name: '登录', exact: true }).click(),
    captchaAnswer,
  );
  await expect(page.getByTestId('header-username')).toContainText(MEMBER.username);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The member's saved local storage, moved to the single-bundle site's origin. */
function movedTo(state: State, site: string): State {
  return { ...state, origins: state.origins.map((o) => (o.origin === loadSite ? { ...o, origin: site } : o)) };
}

async function loadOnce(
  browser: Browser,
  site: string,
  path: string,
  throttle: number,
  memberState: State | undefined,
  sizes: boolean,
): Promise<Run> {
  const storageState = memberState && movedTo(memberState, site);
  // A fresh context per run: an empty cache, as a first visit.
  const context = await browser.newContext({
    baseURL: site,
    ...(storageState ? { storageState } : {}),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await installProbes(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        try {
          const body = await response.body();
          const wire = (await response.request().sizes()).responseBodySize;
          return {
            url: response.url(),
            raw: body.length,
            gzip: sizes ? gzipSync(body, { level: 9 }).length : 0,
            br: sizes ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length : 0,
            wire,
            encoding: (await response.headerValue('content-encoding')) ?? 'none',
            start: 0,
          };
        } catch {
          return null; // a response without a body (redirect, failure) loads no code
        }
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The idle-deferred areas load after the first paint: let them land so the totals include them.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  // The network can go quiet while the page's script still runs, before anything is painted (under
  // load, at 4×): then wait for the largest paint and give the page its 1.5 s after it.
  const painted = () => (window as unknown as { __loadProbe: { lcp: number } }).__loadProbe.lcp > 0;
  if (!(await page.evaluate(painted))) {
    await page.waitForFunction(painted, undefined, { timeout: 15_000 });
    await page.waitForTimeout(1500);
  }
  const probe = await page.evaluate(() => {
    const p = (
      window as unknown as {
        __loadProbe: { lcp: number; fcp: number; longTasks: { start: number; duration: number }[] };
      }
    ).__loadProbe;
    const starts = performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as const);
    return { ...p, starts };
  });
  const startOf = new Map(probe.starts);
  const scripts = (await Promise.all(pending))
    .filter((s): s is Script => s !== null)
    .map((s) => ({ ...s, start: startOf.get(s.url) ?? 0 }));
  const tbt = probe.longTasks
    .filter((t) => t.start >= probe.fcp)
    .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const longest = Math.max(0, ...probe.longTasks.filter((t) => t.start < 5000).map((t) => t.duration));
  await context.close();
  return { lcp: probe.lcp, tbt, longest, scripts };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const kib = (n: number) => (n / 1024).toFixed(1);

const variants = [
  ['federated', loadSite],
  ['single', singleSite],
] as const;
type Variant = (typeof variants)[number][0];

function row(path: string, who: string, variant: string, sizes: Run, runs: Record<number, Run[]>): string {
  const s = sizes.scripts;
  const sum = (key: 'raw' | 'gzip' | 'br' | 'wire', list = s) => list.reduce((n, x) => n + x[key], 0);
  const early = s.filter((x) => x.start <= sizes.lcp);
  return [
    path.padEnd(19),
    who.padEnd(8),
    variant.padEnd(9),
    String(s.length).padStart(7),
    kib(sum('raw')).padStart(8),
    kib(sum('gzip')).padStart(8),
    kib(sum('br')).padStart(7),
    kib(sum('wire')).padStart(8),
    [...new Set(s.map((x) => x.encoding))].join('+').padEnd(9),
    '|',
    String(early.length).padStart(6),
    kib(sum('gzip', early)).padStart(8),
    '|',
    median((runs[1] ?? []).map((r) => r.lcp))
      .toFixed(0)
      .padStart(6),
    median((runs[1] ?? []).map((r) => r.tbt))
      .toFixed(0)
      .padStart(6),
    '|',
    median((runs[4] ?? []).map((r) => r.lcp))
      .toFixed(0)
      .padStart(6),
    median((runs[4] ?? []).map((r) => r.tbt))
      .toFixed(0)
      .padStart(6),
    median((runs[4] ?? []).map((r) => r.longest))
      .toFixed(0)
      .padStart(7),
  ].join(' ');
}

function scriptList(run: Run): string {
  return [...run.scripts]
    .sort((a, b) => a.start - b.start)
    .map((x) => {
      const url = new URL(x.url);
      const when = x.start <= run.lcp ? 'before LCP' : 'after LCP';
      return `    ${url.port.padEnd(6)} ${url.pathname.padEnd(48)} ${kib(x.gzip).padStart(7)} KiB gzip  ${x.start.toFixed(0).padStart(5)} ms  ${when}`;
    })
    .join('\n');
}

test('first load per entry route, visitor and member, 1× and 4× CPU, federated and single bundle', async ({
  browser,
}) => {
  const member = await memberState(browser);
  const header =
    'route               who      variant   scripts  raw KiB gzipKiB  br KiB wireKiB enc.      | <LCP: n  gzipKiB | 1×: LCP    TBT | 4×: LCP    TBT longest';
  const rows: string[] = [header];
  const ratios: string[] = ['route               who      gzip fed/single  LCP 1× fed/single  LCP 4× fed/single'];
  for (const path of routes) {
    for (const [who, state] of [
      ['visitor', undefined],
      ['member', member],
    ] as const) {
      const runsOf: Record<Variant, Record<number, Run[]>> = { federated: { 1: [], 4: [] }, single: { 1: [], 4: [] } };
      const sizesOf: Partial<Record<Variant, Run>> = {};
      for (const throttle of throttles) {
        // Alternated run for run, so both variants see the same machine load.
        for (let i = 0; i < runs; i += 1) {
          for (const [variant, site] of variants) {
            const run = await loadOnce(browser, site, path, throttle, state, sizesOf[variant] === undefined);
            sizesOf[variant] ??= run;
            runsOf[variant][throttle]?.push(run);
          }
        }
      }
      for (const [variant] of variants) {
        const sizes = sizesOf[variant];
        if (sizes) rows.push(row(path, who, variant, sizes, runsOf[variant]));
        console.log(rows.at(-1));
        if (listScripts && sizes) console.log(scriptList(sizes));
      }
      const fed = sizesOf.federated;
      const single = sizesOf.single;
      if (fed && single) {
        const gzip = (r: Run) => r.scripts.reduce((n, x) => n + x.gzip, 0);
        const lcp = (v: Variant, t: number) => median((runsOf[v][t] ?? []).map((r) => r.lcp));
        ratios.push(
          [
            path.padEnd(19),
            who.padEnd(8),
            (gzip(fed) / gzip(single)).toFixed(2).padStart(16),
            (lcp('federated', 1) / lcp('single', 1)).toFixed(2).padStart(18),
            (lcp('federated', 4) / lcp('single', 4)).toFixed(2).padStart(18),
          ].join(' '),
        );
      }
    }
  }
  console.log(
    `\nfirst load, ${runs} runs per cell, medians in ms (fresh cache each run; bytes of all scripts until the network is idle, from one run)\n${rows.join('\n')}\n\n${ratios.join('\n')}`,
  );
});
