import { expect, test, type BrowserContext, type Page } from '@playwright/test';

const runs = Number(process.env.BENCH_RUNS ?? 7);
const hoverMs = Number(process.env.BENCH_HOVER_MS ?? 150);

/** BENCH_VERTICALS=sport,realbet: only these (a shorter run). */
const only = process.env.BENCH_VERTICALS?.split(',');

/** Each vertical of the main navigation and what shows its content. */
const allVerticals = [
  ['sport', 'sports-venue-card'],
  ['realbet', 'venue-card'],
  ['egame', 'game-card'],
  ['lottery', 'venue-card'],
  ['chess', 'venue-card'],
  ['gaming', 'venue-card'],
  ['fish', 'game-card'],
  ['venture', 'agent-page'],
  ['discount', 'discount-card'],
] as const;
const verticals = allVerticals.filter(([key]) => only === undefined || only.includes(key));

type Mode = 'no prefetch' | 'idle only' | 'hover';
const modes: Mode[] = ['no prefetch', 'idle only', 'hover'];

/** Save-Data on: the host prefetches nothing, so a click loads the remote as it did before prefetching. */
async function saveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
  );
}

/** Marks the click's time and resolves with the time the selector's first element is visible. */
async function armProbe(page: Page, testId: string): Promise<void> {
  await page.evaluate((id) => {
    const w = window as unknown as { __nav: { clicked: number; shown: number } };
    w.__nav = { clicked: 0, shown: 0 };
    addEventListener('pointerdown', () => (w.__nav.clicked = performance.now()), { capture: true, once: true });
    const look = () => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      if (element && element.getBoundingClientRect().height > 0) w.__nav.shown = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, testId);
}

/** The home page loaded and past its first idle moment after the load (when the idle prefetch starts). */
async function homeSettled(page: Page): Promise<void> {
  await page.goto('/', { waitUntil: 'load' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  await page.waitForLoadState('networkidle');
}

async function clickToContent(context: BrowserContext, mode: Mode, key: string, testId: string): Promise<number> {
  const page = await context.newPage();
  await homeSettled(page);
  const link = page.locator(`nav[aria-label="主导航"] [data-nav="${key}"]`);
  if (mode === 'hover') {
    await link.hover();
    await page.waitForTimeout(hoverMs);
  }
  await armProbe(page, testId);
  await link.click();
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 30_000 });
  const { clicked, shown } = await page.evaluate(
    () => (window as unknown as { __nav: { clicked: number; shown: number } }).__nav,
  );
  await page.close();
  return shown - clicked;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

test('click-to-content per vertical from home, 1× CPU, warm HTTP cache', async ({ browser }) => {
  const results = new Map<string, number[]>();
  for (const mode of modes) {
    // One context per mode: its HTTP cache is warmed by one visit of every vertical first.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    if (mode === 'no prefetch') await saveData(context);
    for (const [key, testId] of verticals) await clickToContent(context, mode, key, testId);
    for (let i = 0; i < runs; i += 1) {
      for (const [key, testId] of verticals) {
        const ms = await clickToContent(context, mode, key, testId);
        results.set(`${mode}|${key}`, [...(results.get(`${mode}|${key}`) ?? []), ms]);
      }
    }
    await context.close();
  }
  const lines = [
    '',
    `click-to-content from home, ${runs} runs each, 1× CPU, warm HTTP cache, a new page per run; ms (p50 / p90)`,
    `vertical  ${modes.map((mode) => mode.padStart(16)).join(' ')}`,
    ...verticals.map(([key]) =>
      [
        key.padEnd(9),
        ...modes.map((mode) => {
          const values = results.get(`${mode}|${key}`) ?? [];
          return `${percentile(values, 50).toFixed(0)} / ${percentile(values, 90).toFixed(0)}`.padStart(16);
        }),
      ].join(' '),
    ),
    `all       ${modes
      .map((mode) => {
        const values = verticals.flatMap(([key]) => results.get(`${mode}|${key}`) ?? []);
        return `${percentile(values, 50).toFixed(0)} / ${percentile(values, 90).toFixed(0)}`.padStart(16);
      })
      .join(' ')}`,
    `(hover: the pointer rests ${hoverMs} ms on the link before the click)`,
    '',
  ];
  console.log(lines.join('\n'));
  expect(results.size).toBe(modes.length * verticals.length);
});
