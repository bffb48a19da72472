import type { Page } from '@playwright/test';
import { callApi } from '../support/api';
import { expect, test } from '../support/test';

const rates = (process.env.BENCH_RATES ?? '250,500,1000,2000,4000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** The aim is 2,000 changes a second held for 30 s. */
const aimSeconds = Number(process.env.BENCH_AIM_SECONDS ?? 30);

interface Sample {
  rate: number;
  seconds: number;
  applied: number;
  flushes: number;
  cellRenders: number;
  rowRenders: number;
  frames: number;
  longestFrame: number;
  longTasks: number;
  longestTask: number;
}

/** Frame and long-task probes, started once in the page; read and reset per rate. */
function installProbes(page: Page) {
  return page.evaluate(() => {
    const probe = { frames: 0, longestFrame: 0, longTasks: [] as number[] };
    (window as unknown as { __benchProbe: typeof probe }).__benchProbe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const loop = (now: number) => {
      probe.frames += 1;
      probe.longestFrame = Math.max(probe.longestFrame, now - last);
      last = now;
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
}

function readCounters(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as {
      __benchProbe: { frames: number; longestFrame: number; longTasks: number[] };
      __sportsFeedStats?: Record<string, number>;
    };
    const stats = w.__sportsFeedStats ?? {};
    const probe = w.__benchProbe;
    const snapshot = {
      messages: stats.messages ?? 0,
      changesApplied: stats.changesApplied ?? 0,
      flushes: stats.flushes ?? 0,
      cellRenders: stats.cellRenders ?? 0,
      rowRenders: stats.rowRenders ?? 0,
      frames: probe.frames,
      longestFrame: probe.longestFrame,
      longTasks: probe.longTasks.filter((d) => d > 50),
    };
    probe.frames = 0;
    probe.longestFrame = 0;
    probe.longTasks = [];
    return snapshot;
  });
}

async function setRate(rate: number): Promise<void> {
  const answer = await callApi<{ rate: number }>('/test/api/v1/sports/feedRate', { rate });
  if (answer.status_code !== 6000) throw new Error(`feed rate ${rate} refused: ${answer.message}`);
}

test('live odds at rising feed rates', async ({ page, shell }) => {
  await shell.open('/');
  await shell.login();
  await page.goto('/game/sport/crty');
  await page.getByTestId('market-tab-RB').click();
  await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 30_000 });
  await installProbes(page);

  const samples: Sample[] = [];
  for (const rate of rates) {
    await setRate(rate);
    // Let the socket reach the rate before measuring.
    await page.waitForTimeout(2_000);
    const before = await readCounters(page);
    const span = rate === 2000 ? Math.max(seconds, aimSeconds) : seconds;
    await page.waitForTimeout(span * 1_000);
    const after = await readCounters(page);
    samples.push({
      rate,
      seconds: span,
      applied: (after.changesApplied - before.changesApplied) / span,
      flushes: after.flushes - before.flushes,
      cellRenders: after.cellRenders - before.cellRenders,
      rowRenders: after.rowRenders - before.rowRenders,
      frames: after.frames / span,
      longestFrame: after.longestFrame,
      longTasks: after.longTasks.length,
      longestTask: Math.max(0, ...after.longTasks),
    });
  }
  await setRate(0);

  const lines = [
    '',
    'live odds benchmark (Chromium, headless, /game/sport/crty in-play)',
    'rate/s  secs  applied/s  fps   longest frame ms  long tasks >50ms  longest task ms  commits  cell renders  row renders',
    ...samples.map((s) =>
      [
        String(s.rate).padStart(6),
        String(s.seconds).padStart(5),
        s.applied.toFixed(0).padStart(10),
        s.frames.toFixed(0).padStart(5),
        s.longestFrame.toFixed(1).padStart(18),
        String(s.longTasks).padStart(17),
        s.longestTask.toFixed(1).padStart(16),
        String(s.flushes).padStart(8),
        String(s.cellRenders).padStart(13),
        String(s.rowRenders).padStart(12),
      ].join(' '),
    ),
    '',
  ];
  console.log(lines.join('\n'));
  // The run must have measured something: a page that applied no change at any rate is broken.
  expect(samples.some((s) => s.applied > 0)).toBe(true);
});
