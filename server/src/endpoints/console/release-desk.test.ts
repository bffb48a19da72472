import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_REMOTES_PATH, deliveryRemotesSchema } from 'shared/contract';
import {
  consoleAuditLog,
  consoleReleaseChange,
  consoleReleaseHistory,
  consoleReleaseOverview,
  consoleReleasePublish,
} from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { federatedBuild } from '../../testing/federated-build';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let release: string;
let admin: string;
let finance: string;
let support: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ testMode: true });
  const now = new Date();
  [release, admin, finance, support] = await Promise.all([
    consoleLoginAs(t.app, 'release', now),
    consoleLoginAs(t.app, 'admin', now),
    consoleLoginAs(t.app, 'finance', now),
    consoleLoginAs(t.app, 'support', now),
  ]);
  member = await t.loginAs('demo888', 'demo1234');
});
afterAll(async () => {
  await t.close();
});

const build = federatedBuild;

const publish = (text: string, token = release, range?: string) =>
  consoleCall(
    t.app,
    consoleReleasePublish,
    { remote: 'casino', commit: 'abc1234', files: build('casino', text, range) },
    token,
  );
const code = async (call: Promise<{ envelope: { status_code: number } }>) => (await call).envelope.status_code;
const versionCount = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from remote_versions'))[0]!.n;

async function delivered(visitor: string, site = '1') {
  const response = await t.app.inject({ method: 'GET', url: DELIVERY_REMOTES_PATH, query: { site, visitor } });
  return { response, body: deliveryRemotesSchema.parse(response.json()) };
}

describe('publishing a remote version', () => {
  it('refuses other roles (8002), member tokens and no token (8001), and keeps nothing', async () => {
    expect(await code(publish('x', finance))).toBe(8002);
    expect(await code(publish('x', support))).toBe(8002);
    expect(await code(publish('x', member))).toBe(8001);
    expect(
      await code(
        consoleCall(t.app, consoleReleasePublish, { remote: 'casino', commit: '', files: build('casino', 'x') }),
      ),
    ).toBe(8001);
    for (const endpoint of [consoleReleaseOverview, consoleReleaseHistory] as const)
      expect(await code(consoleCall(t.app, endpoint, { pageNum: 1, pageSize: 10 } as never, finance))).toBe(8002);
    expect(
      await code(
        consoleCall(t.app, consoleReleaseChange, { action: 'promote', siteId: '1', remote: 'casino' }, support),
      ),
    ).toBe(8002);
    expect(await versionCount()).toBe(0);
  });

  it('refuses a build whose shared contract range no host provides (8090), before anything is served', async () => {
    const answer = await publish('needs shared 2', release, '^2.0.0');
    expect(answer.envelope.status_code).toBe(8090);
    expect(answer.envelope.message).toContain('shared ^2.0.0');
    expect(await versionCount()).toBe(0);
  });

  it('refuses files that are no federated build of that remote (8091)', async () => {
    const files = build('casino', 'x');
    expect(
      await code(
        consoleCall(t.app, consoleReleasePublish, { remote: 'casino', commit: '', files: files.slice(0, 1) }, release),
      ),
    ).toBe(8091);
    expect(
      await code(consoleCall(t.app, consoleReleasePublish, { remote: 'sports', commit: '', files }, release)),
    ).toBe(8091);
    expect(await versionCount()).toBe(0);
  });

  it('publishes once: the same content again answers the same version, with one record and one audit row', async () => {
    const first = await consoleOk(
      t.app,
      consoleReleasePublish,
      { remote: 'casino', commit: 'abc1234', files: build('casino', 'one') },
      release,
    );
    expect(first.created).toBe(true);
    expect(first.version).toMatchObject({
      remote: 'casino',
      commit: 'abc1234',
      contractRange: '^1.0.0',
      exposes: ['./GameCatalogue'],
      createdBy: 'release',
    });
    expect(first.manifestPath).toBe(`/registry/casino/${first.version.version}/mf-manifest.json`);
    const again = await consoleOk(
      t.app,
      consoleReleasePublish,
      { remote: 'casino', commit: 'other', files: build('casino', 'one') },
      admin,
    );
    expect(again).toMatchObject({ created: false, version: { version: first.version.version, commit: 'abc1234' } });
    expect(await versionCount()).toBe(1);
    const audit = await consoleOk(
      t.app,
      consoleAuditLog,
      { pageNum: 1, pageSize: 10, action: 'release.publish' },
      admin,
    );
    expect(audit.list.map((row) => row.target)).toEqual([`remote:casino:${first.version.version}`]);
  });

  it('serves the files under the versioned path: immutable, typed, with CORS for the brand origin', async () => {
    const { version } = await consoleOk(
      t.app,
      consoleReleasePublish,
      { remote: 'casino', commit: '', files: build('casino', 'served') },
      release,
    );
    const base = `/registry/casino/${version.version}`;
    const origin = 'http://127.0.0.1:8080';
    const entry = await t.app.inject({ method: 'GET', url: `${base}/remoteEntry.js`, headers: { origin } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe(origin);
    expect(entry.body).toBe('var mf_casino={};');
    const chunk = await t.app.inject({ method: 'GET', url: `${base}/chunks/page.1234abcd.js` });
    expect(chunk.body).toBe('console.log("served");');
    const manifest = await t.app.inject({ method: 'GET', url: `${base}/mf-manifest.json` });
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await t.app.inject({ method: 'GET', url: `${base}/missing.js` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/registry/casino/0000000000000000/remoteEntry.js` })).statusCode,
    ).toBe(404);
  });
});

describe('pins, canaries, promotion and rollback', () => {
  let v1: string;
  let v2: string;
  beforeAll(async () => {
    v1 = (
      await consoleOk(
        t.app,
        consoleReleasePublish,
        { remote: 'casino', commit: 'c1', files: build('casino', 'v1') },
        release,
      )
    ).version.version;
    v2 = (
      await consoleOk(
        t.app,
        consoleReleasePublish,
        { remote: 'casino', commit: 'c2', files: build('casino', 'v2') },
        release,
      )
    ).version.version;
  });
  const change = (input: Parameters<typeof consoleCall<typeof consoleReleaseChange>>[2], token = release) =>
    consoleCall(t.app, consoleReleaseChange, input, token);

  it('answers an empty map for a brand without pins: the host keeps its brand config addresses', async () => {
    const { response, body } = await delivered('visitor-a', '2');
    expect(body.remotes).toEqual({});
    expect(response.headers['cache-control']).toBe('public, max-age=5');
  });

  it('pins a stable version, splits a 50% canary about evenly and stickily over 1000 visitors, promotes, rolls back', async () => {
    expect((await change({ action: 'pin', siteId: '1', remote: 'casino', version: v1 })).envelope.status_code).toBe(
      6000,
    );
    expect((await delivered('anyone')).body.remotes.casino).toEqual({
      path: `/registry/casino/${v1}/mf-manifest.json`,
      version: v1,
      channel: 'stable',
    });
    expect(await code(change({ action: 'promote', siteId: '1', remote: 'casino' }))).toBe(8093);
    expect(
      await code(change({ action: 'canary', siteId: '1', remote: 'casino', version: 'ffffffffffffffff', percent: 50 })),
    ).toBe(8092);
    expect(await code(change({ action: 'canary', siteId: '1', remote: 'casino', version: v1, percent: 50 }))).toBe(
      8094,
    );
    const canary = await consoleOk(
      t.app,
      consoleReleaseChange,
      { action: 'canary', siteId: '1', remote: 'casino', version: v2, percent: 50 },
      release,
    );
    expect(canary).toMatchObject({
      stable: { version: v1 },
      canary: { version: v2, commit: 'c2' },
      canaryPercent: 50,
      updatedBy: 'release',
    });

    let onCanary = 0;
    for (let i = 0; i < 1000; i++) {
      const version = (await delivered(`visitor-${i}`)).body.remotes.casino?.version;
      if (version === v2) onCanary++;
      else expect(version).toBe(v1);
    }
    expect(onCanary).toBeGreaterThan(440);
    expect(onCanary).toBeLessThan(560);
    for (const visitor of ['visitor-1', 'visitor-2', 'visitor-3']) {
      expect((await delivered(visitor)).body.remotes.casino).toEqual((await delivered(visitor)).body.remotes.casino);
    }
    // Another brand is untouched.
    expect((await delivered('visitor-1', '2')).body.remotes).toEqual({});

    const promoted = await consoleOk(
      t.app,
      consoleReleaseChange,
      { action: 'promote', siteId: '1', remote: 'casino' },
      admin,
    );
    expect(promoted).toMatchObject({ stable: { version: v2 }, canary: null, canaryPercent: 0 });
    expect((await delivered('visitor-1')).body.remotes.casino?.version).toBe(v2);

    const rolledBack = await consoleOk(
      t.app,
      consoleReleaseChange,
      { action: 'rollback', siteId: '1', remote: 'casino', version: v1 },
      release,
    );
    expect(rolledBack).toMatchObject({ stable: { version: v1 }, canary: null });
    expect((await delivered('visitor-1')).body.remotes.casino?.version).toBe(v1);

    const overview = await consoleOk(t.app, consoleReleaseOverview, {}, release);
    expect(overview.brands.find((brand) => brand.siteId === '1')?.pins).toMatchObject([
      { remote: 'casino', stable: { version: v1 } },
    ]);
    expect(overview.versions.filter((v) => v.remote === 'casino').map((v) => v.version)).toEqual(
      expect.arrayContaining([v1, v2]),
    );

    const history = await consoleOk(t.app, consoleReleaseHistory, { pageNum: 1, pageSize: 10, siteId: '1' }, release);
    expect(history.list.map((row) => [row.action, row.stableVersion, row.canaryVersion, row.operatorName])).toEqual([
      ['rollback', v1, null, 'release'],
      ['promote', v2, null, 'admin'],
      ['canary', v1, v2, 'release'],
      ['pin', v1, null, 'release'],
    ]);
    const audit = await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 10, target: 'pin:1:casino' }, admin);
    expect(audit.list.map((row) => row.action)).toEqual([
      'release.rollback',
      'release.promote',
      'release.canary',
      'release.pin',
    ]);
  });

  it('refuses an unknown brand and changes nothing on a refusal', async () => {
    expect(await code(change({ action: 'pin', siteId: '999', remote: 'casino', version: v1 }))).toBe(6004);
    expect(await code(change({ action: 'clear_canary', siteId: '1', remote: 'casino' }))).toBe(8093);
    const history = await consoleOk(t.app, consoleReleaseHistory, { pageNum: 1, pageSize: 50 }, release);
    expect(history.total).toBe(4);
  });
});
