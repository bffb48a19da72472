import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRemoteHealth } from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../testing/console-calls';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let release: string;
const HOUR = 3_600_000;

interface Seed {
  site?: string;
  remote?: string;
  version?: string;
  kind?: string;
  outcome: string;
  ms: number | null;
  ago: number;
  trace?: string;
}

async function seed(rows: readonly Seed[]): Promise<void> {
  const now = Date.now();
  for (const [i, row] of rows.entries()) {
    const at = new Date(now - row.ago);
    await t.db.query(
      `insert into browser_reports (trace_id, site_id, kind, remote, outcome, duration_ms, version, at, received_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [
        row.trace ?? `trace-${i}`,
        row.site ?? '1',
        row.kind ?? 'remote-load',
        row.remote ?? 'mf_health',
        row.outcome,
        row.ms,
        row.version ?? 'v1',
        at,
      ],
    );
  }
}

beforeAll(async () => {
  t = await createTestApp({ sports: { autoRun: false, feedRate: 0 } });
  release = await consoleLoginAs(t.app, 'release', new Date());
  // mf_health v1 on brand 1 within the hour: ten loads timed 100..1000 ms, then two failures of each
  // kind; the failures' remote events must not count again; one older load and one of brand 2.
  await seed([
    ...Array.from({ length: 10 }, (_, i) => ({ outcome: 'ok', ms: (i + 1) * 100, ago: 60_000 + i })),
    { outcome: 'unavailable', ms: 5000, ago: 30_000, trace: 'trace-down-1' },
    { kind: 'remote-event', outcome: 'script-error', ms: null, ago: 30_000, trace: 'trace-down-1' },
    { outcome: 'unavailable', ms: 4000, ago: 20_000, trace: 'trace-down-2' },
    { kind: 'remote-event', outcome: 'last-known-good', ms: null, ago: 20_000, trace: 'trace-down-2' },
    { outcome: 'incompatible', ms: 300, ago: 10_000, trace: 'trace-old-host' },
    { outcome: 'ok', ms: 900, ago: 5 * HOUR },
    { outcome: 'ok', ms: 200, ago: 40_000, site: '2', version: 'v2' },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('远程健康 (console, release and admin)', () => {
  it('counts load outcomes only: loads, failures by kind, rate and p50/p95 of the successful loads', async () => {
    const health = await consoleOk(t.app, consoleRemoteHealth, { window: '1h', siteId: '1' }, release);
    const rows = health.remotes.filter((row) => row.remote === 'mf_health');
    expect(rows).toEqual([
      {
        remote: 'mf_health',
        version: 'v1',
        loads: 13,
        unavailable: 2,
        incompatible: 1,
        failureRate: 3 / 13,
        p50Ms: 550,
        p95Ms: 955,
      },
    ]);
    expect(health.sites.map((site) => site.siteId)).toEqual(['1', '2', '3', '4']);
    expect(health.recentFailures.filter((row) => row.remote === 'mf_health')).toEqual([
      expect.objectContaining({ traceId: 'trace-old-host', outcome: 'incompatible', version: 'v1', siteId: '1' }),
      expect.objectContaining({ traceId: 'trace-down-2', outcome: 'unavailable', ms: 4000 }),
      expect.objectContaining({ traceId: 'trace-down-1', outcome: 'unavailable' }),
    ]);
  });

  it('widens with the window and splits by version across every brand', async () => {
    const day = await consoleOk(t.app, consoleRemoteHealth, { window: '24h' }, release);
    const rows = day.remotes.filter((row) => row.remote === 'mf_health');
    expect(rows.map((row) => [row.version, row.loads])).toEqual([
      ['v1', 14],
      ['v2', 1],
    ]);
    expect(rows[1]).toMatchObject({ failureRate: 0, p50Ms: 200, p95Ms: 200 });
    const brandTwo = await consoleOk(t.app, consoleRemoteHealth, { window: '24h', siteId: '2' }, release);
    expect(brandTwo.remotes.filter((row) => row.remote === 'mf_health').map((row) => row.version)).toEqual(['v2']);
  });

  it('refuses other roles, a member token and no session', async () => {
    for (const name of ['finance', 'support', 'moderator'] as const) {
      const token = await consoleLoginAs(t.app, name, new Date());
      expect((await consoleCall(t.app, consoleRemoteHealth, { window: '1h' }, token)).envelope.status_code).toBe(8002);
    }
    const member = await t.loginAs('demo888', 'demo1234');
    expect((await consoleCall(t.app, consoleRemoteHealth, { window: '1h' }, member)).envelope.status_code).toBe(8001);
    expect((await consoleCall(t.app, consoleRemoteHealth, { window: '1h' })).envelope.status_code).toBe(8001);
    const admin = await consoleLoginAs(t.app, 'admin', new Date());
    expect((await consoleCall(t.app, consoleRemoteHealth, { window: '7d' }, admin)).envelope.status_code).toBe(6000);
  });
});
