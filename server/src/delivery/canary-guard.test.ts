import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIAGNOSTICS_REPORT_PATH, type DiagnosticsReport } from 'shared/contract';
import {
  consoleAuditLog,
  consoleReleaseChange,
  consoleReleaseHistory,
  consoleRemoteHealth,
} from 'shared/contract/console';
import { storeBrowserReport } from '../diagnostics/browser-reports';
import { consoleLoginAs, consoleOk } from '../testing/console-calls';
import { publishBuild } from '../testing/federated-build';
import { createTestApp, type TestApp } from '../testing/test-app';
import { withdrawFailingCanaries } from './canary-guard';

let t: TestApp;
let release: string;
let admin: string;
let stable: string;
let canary: string;
let other: string;
const SITE = '2';

beforeAll(async () => {
  // Withdrawn above 50% failures over at least 4 loads.
  t = await createTestApp({
    sports: { autoRun: false, feedRate: 0 },
    canaryRollback: { failureRate: 0.5, minLoads: 4 },
    diagnostics: { reportsPerMinute: 1000 },
  });
  [release, admin] = await Promise.all([
    consoleLoginAs(t.app, 'release', new Date()),
    consoleLoginAs(t.app, 'admin', new Date()),
  ]);
  const publish = (text: string) => publishBuild(t.app, release, 'wallet', text);
  [stable, canary, other] = [await publish('stable'), await publish('canary'), await publish('other')];
});
afterAll(async () => {
  await t.close();
});

const change = (input: Parameters<typeof consoleOk<typeof consoleReleaseChange>>[2]) =>
  consoleOk(t.app, consoleReleaseChange, input, release);

/** Each test starts from the stable pin with a fresh canary at 100%. */
beforeEach(async () => {
  await t.db.query(`delete from brand_remote_pins where site_id = $1`, [SITE]);
  await change({ action: 'pin', siteId: SITE, remote: 'wallet', version: stable });
  await change({ action: 'canary', siteId: SITE, remote: 'wallet', version: canary, percent: 100 });
});

let traces = 0;
/** One page's report: `ok` and `failed` loads of mf_wallet at `version` on `site`. */
function report(ok: number, failed: number, version = canary, site = SITE): DiagnosticsReport {
  const load = (outcome: 'ok' | 'unavailable') => ({
    kind: 'remote-load' as const,
    remote: 'mf_wallet',
    outcome,
    ms: 100,
    version,
    at: new Date().toISOString(),
  });
  return {
    traceId: `trace-guard-${++traces}`,
    siteId: site,
    entries: [
      ...Array.from({ length: ok }, () => load('ok')),
      ...Array.from({ length: failed }, () => load('unavailable')),
    ],
  };
}

async function send(body: DiagnosticsReport): Promise<void> {
  const answer = await t.app.inject({
    method: 'POST',
    url: DIAGNOSTICS_REPORT_PATH,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify(body),
  });
  expect(answer.statusCode).toBe(204);
}

const pin = async () =>
  (
    await t.db.query<{ stable: string | null; canary: string | null; percent: number }>(
      `select stable_version as stable, canary_version as canary, canary_percent as percent
         from brand_remote_pins where site_id = $1 and remote = 'wallet'`,
      [SITE],
    )
  )[0];
const withdrawals = async () =>
  (await consoleOk(t.app, consoleReleaseHistory, { siteId: SITE, pageNum: 1, pageSize: 50 }, release)).list.filter(
    (row) => row.action === 'auto_rollback',
  );
const autoAudits = async () =>
  (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 50, action: 'release.auto_rollback' }, admin)).list;

describe('automatic rollback of a failing canary', () => {
  it('keeps a canary under the threshold, below the minimum of loads, or failing only in other versions and brands', async () => {
    const before = (await withdrawals()).length;
    await send(report(0, 3)); // 3 of 3 failed: above the rate, below the minimum
    await send(report(1, 0)); // 3 of 4 failed: withdrawn
    expect((await pin())?.canary).toBeNull();

    await change({ action: 'canary', siteId: SITE, remote: 'wallet', version: canary, percent: 100 });
    await send(report(2, 2)); // 50%: not above it
    await send(report(20, 0, other)); // another version's loads
    await send(report(0, 20, canary, '1')); // another brand's
    await send(report(0, 20, other)); // another version's failures
    expect(await pin()).toEqual({ stable, canary, percent: 100 });
    expect((await withdrawals()).length).toBe(before + 1);
  });

  it('counts only the loads since the canary was set', async () => {
    await send(report(0, 3));
    // The same version set again with another share keeps its figures; a clear and a new canary start afresh.
    await change({ action: 'clear_canary', siteId: SITE, remote: 'wallet' });
    await change({ action: 'canary', siteId: SITE, remote: 'wallet', version: canary, percent: 50 });
    await send(report(1, 0));
    expect((await pin())?.canary).toBe(canary);
  });

  it('withdraws over the minimum and the threshold: the stable version stays, one history row and one audit row with the figures', async () => {
    const rows = (await withdrawals()).length;
    const audits = (await autoAudits()).length;
    await send(report(1, 4));
    expect(await pin()).toEqual({ stable, canary: null, percent: 0 });
    const history = await withdrawals();
    expect(history.length).toBe(rows + 1);
    expect(history[0]).toMatchObject({
      operatorName: 'system',
      stableVersion: stable,
      canaryVersion: null,
      figures: { version: canary, loads: 5, failures: 4, rate: 0.8, threshold: 0.5, minLoads: 4 },
    });
    const audit = await autoAudits();
    expect(audit.length).toBe(audits + 1);
    expect(audit[0]).toMatchObject({ operatorName: 'system', target: `pin:${SITE}:wallet` });
    expect(audit[0]?.reason).toContain('5 次加载、4 次失败');
    expect(audit[0]?.reason).toContain('80.0%');
    // Later failures of the withdrawn version change nothing.
    await send(report(0, 10));
    expect((await withdrawals()).length).toBe(rows + 1);
  });

  it('withdraws once when two failing batches arrive together', async () => {
    const rows = (await withdrawals()).length;
    const audits = (await autoAudits()).length;
    await Promise.all([send(report(0, 4)), send(report(0, 4)), send(report(0, 4))]);
    expect(await pin()).toEqual({ stable, canary: null, percent: 0 });
    expect((await withdrawals()).length).toBe(rows + 1);
    expect((await autoAudits()).length).toBe(audits + 1);
  });

  it('withdraws once when two checks of the same failures run at once', async () => {
    const rows = (await withdrawals()).length;
    const failed = report(0, 4);
    const now = new Date();
    await storeBrowserReport(t.db, failed, now);
    const limits = { failureRate: 0.5, minLoads: 4 };
    const both = await Promise.all([
      withdrawFailingCanaries(t.db, failed, limits, now),
      withdrawFailingCanaries(t.db, failed, limits, now),
    ]);
    expect(both.flat()).toHaveLength(1);
    expect((await withdrawals()).length).toBe(rows + 1);
  });

  it('marks the withdrawal on the remote health page', async () => {
    await send(report(0, 4));
    const health = await consoleOk(t.app, consoleRemoteHealth, { window: '1h', siteId: SITE }, release);
    expect(health.autoRollbacks[0]).toMatchObject({
      siteId: SITE,
      remote: 'mf_wallet',
      version: canary,
      figures: { loads: 4, failures: 4, rate: 1 },
    });
  });
});
