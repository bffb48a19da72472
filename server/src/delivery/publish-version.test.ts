import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleReleasePublish } from 'shared/contract/console';
import { consoleCall, consoleLoginAs } from '../testing/console-calls';
import { federatedBuild } from '../testing/federated-build';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let release: string;

beforeAll(async () => {
  t = await createTestApp({ testMode: true });
  release = await consoleLoginAs(t.app, 'release', new Date());
});
afterAll(async () => {
  await t.close();
});

/**
 * A build of mf-casino against shared `version` as federated-app.mjs declares it: its singletons
 * need the host's major, its pure entries its own version.
 */
function buildAgainst(version: string, text: string) {
  const [manifest, ...rest] = federatedBuild('casino', text);
  const major = version.split('.')[0]!;
  const shared = [
    { name: 'react', requiredVersion: '^19.0.0', singleton: true },
    { name: 'shared/state', requiredVersion: `^${major}.0.0`, singleton: true },
    { name: 'shared/format', requiredVersion: `^${version}`, singleton: false },
  ];
  const json = JSON.stringify({ ...JSON.parse(Buffer.from(manifest!.base64, 'base64').toString('utf8')), shared });
  return [{ path: 'mf-manifest.json', base64: Buffer.from(json).toString('base64') }, ...rest];
}

const publish = (files: ReturnType<typeof federatedBuild>) =>
  consoleCall(t.app, consoleReleasePublish, { remote: 'casino', commit: 'skew', files }, release);
const versionCount = async () =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from remote_versions'))[0]!.n;

describe('publishing a build against another shared version', () => {
  it('keeps a newer minor: its singletons run on the host, its pure entries are its own; its range is the singletons’', async () => {
    const answer = await publish(buildAgainst('1.1.0', 'against 1.1.0'));
    expect(answer.envelope.status_code).toBe(6000);
    expect(answer.envelope.data).toMatchObject({ created: true, version: { contractRange: '^1.0.0' } });
    expect(await versionCount()).toBe(1);
  });

  it('refuses another major (8090), and a singleton newer than the host’s, which has no fallback', async () => {
    const otherMajor = await publish(buildAgainst('2.0.0', 'against 2.0.0'));
    expect(otherMajor.envelope.status_code).toBe(8090);
    expect(otherMajor.envelope.message).toContain('shared ^2.0.0');
    const newerSingleton = await publish(federatedBuild('casino', 'needs a newer singleton', '^1.1.0'));
    expect(newerSingleton.envelope.status_code).toBe(8090);
    expect(newerSingleton.envelope.message).toContain('shared ^1.1.0');
    expect(await versionCount()).toBe(1);
  });
});
