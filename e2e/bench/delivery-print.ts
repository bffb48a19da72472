import { summarise, tableLines } from '../../scripts/lib/bench-figures.mjs';
import type { ReportTraffic } from './delivery-browser';
import { deliveryPorts } from './delivery-site';
import type { LiveSample, RollbackSample, WithdrawalSample } from './delivery-stages';

export interface DeliveryFigures {
  runs: number;
  limits: { failureRate: number; minLoads: number };
  failing: { visitors: number; maxLoads: number };
  siteId: string;
  machine: { cores: number; cpu: string; loadAtStart: number[]; loadAtEnd: number[] };
  builds: {
    commit: string;
    hostScripts: string;
    baseVersion: string;
    brokenVersion: string;
    changedVersions: string[];
  };
  live: LiveSample[];
  rollback: RollbackSample[];
  reports: { home: ReportTraffic[]; discount: ReportTraffic[] };
  withdrawals: WithdrawalSample[];
}

const whole = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
const load = (l: number[]) => l.map((n) => n.toFixed(1)).join(' ');

/** One row: what, its unit, then n, median and p95 of the samples. */
function row(what: string, unit: string, samples: number[]): string[] {
  const { n, median, p95 } = summarise(samples);
  return [what, unit, String(n), whole(median), p95 === null ? '—' : whole(p95)];
}

export function printDelivery(f: DeliveryFigures): void {
  const { machine, builds, limits, failing } = f;
  const w = f.withdrawals;
  const measures: [what: string, unit: string, samples: number[]][] = [
    ['publish-to-live', 'ms', f.live.map((s) => s.total)],
    ['  publish (npm run publish:remote)', 'ms', f.live.map((s) => s.publish)],
    ['  pin (/releases/change pin)', 'ms', f.live.map((s) => s.pin)],
    ['  next page load to content', 'ms', f.live.map((s) => s.load)],
    ['  new page loads until it showed', 'loads', f.live.map((s) => s.loads)],
    ['rollback-to-live', 'ms', f.rollback.map((s) => s.total)],
    ['  rollback (/releases/change rollback)', 'ms', f.rollback.map((s) => s.call)],
    ['  next page load to content', 'ms', f.rollback.map((s) => s.load)],
    ['  new page loads until it showed', 'loads', f.rollback.map((s) => s.loads)],
    ['a new page load, nothing changed', 'ms', f.rollback.map((s) => s.unchanged)],
    ['health reports, home /', 'requests', f.reports.home.map((r) => r.requests)],
    ['health reports, home /', 'body bytes', f.reports.home.map((r) => r.bodyBytes)],
    ['health reports, 优惠 /activity/discount', 'requests', f.reports.discount.map((r) => r.requests)],
    ['health reports, 优惠 /activity/discount', 'body bytes', f.reports.discount.map((r) => r.bodyBytes)],
    ['first failing load to withdrawal', 'ms', w.map((s) => s.fromFirstLoad)],
    ['  first retry panel to withdrawal', 'ms', w.map((s) => s.fromFirstFailure)],
    ['  failed loads shown before it', 'loads', w.map((s) => s.failedBefore)],
    ['  loads the server counted', 'loads', w.map((s) => s.figures.loads)],
    ['  of them failed', 'loads', w.map((s) => s.figures.failures)],
    ['  page loads started in all', 'loads', w.map((s) => s.started)],
  ];
  const rows = [
    ['measure', 'unit', 'n', 'median', 'p95'],
    ...measures.map(([what, unit, samples]) => row(what, unit, samples)),
  ];
  const out = [
    '',
    `bench:delivery: ${f.runs} run(s), medians (p95 from 20 samples on)`,
    `machine: ${machine.cores} cores (${machine.cpu}), Node ${process.version}, load average ${load(machine.loadAtStart)} at start, ${load(machine.loadAtEnd)} at the end`,
    `deployment: production builds on 127.0.0.1 (host ${deliveryPorts.host}, API ${deliveryPorts.api}, PGlite), brand default (site ${f.siteId}); each page load a new visitor with an empty cache`,
    `builds: commit ${builds.commit}; host ${builds.hostScripts}`,
    `  mf-promotions stable ${builds.baseVersion}, broken ${builds.brokenVersion}, published per run ${builds.changedVersions.join(' ')}`,
    `automatic rollback: withdrawn when failures / loads > ${limits.failureRate} once loads >= ${limits.minLoads} (CANARY_ROLLBACK_FAILURE_RATE, CANARY_ROLLBACK_MIN_LOADS); broken canary at 100%, ${failing.visitors} visitors at a time, each failed page reporting after the reporter's quiet time`,
    '',
    ...tableLines(rows),
    '',
    `the next visitor got the stable version after the withdrawal: ${w.filter((s) => s.stableAfter).length} of ${w.length}`,
  ];
  console.log(out.join('\n'));
}
