import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DELIVERY_REMOTES_PATH, deliveryRemotesSchema } from 'shared/contract';
import {
  consoleAuditLog,
  consoleOverrideIssue,
  consoleOverrideList,
  consoleOverrideRevoke,
} from 'shared/contract/console';
import { signOverrideToken, verifyOverrideToken } from '../../delivery/override-token';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { consoleDeskApp } from '../../testing/console-desk-app';
import { createTestApp } from '../../testing/test-app';

const keys = generateKeyPairSync('ed25519');
/** The overrides' wall clock, moved by the tests. */
let wallNow = new Date('2026-11-28T10:00:00Z');
const desk = consoleDeskApp(['release', 'admin', 'support'], {
  remoteOverrides: { keys, minSeconds: 5, wallClock: () => wallNow },
});

const ADDRESS = 'http://127.0.0.1:4999/mf-manifest.json';
const request = { siteId: '1', remote: 'promotions', address: ADDRESS, lifetimeSeconds: 60 } as const;

async function delivered(site: string, token?: string) {
  const response = await desk.t.app.inject({
    method: 'GET',
    url: DELIVERY_REMOTES_PATH,
    query: { site, visitor: 'visitor-override', ...(token === undefined ? {} : { override: token }) },
  });
  return { answer: deliveryRemotesSchema.parse(response.json()), cache: response.headers['cache-control'] };
}

describe('developer overrides', () => {
  it('refuses other roles (8002), a bad address (8096) and a lifetime out of range (8097)', async () => {
    expect(
      (await consoleCall(desk.t.app, consoleOverrideIssue, request, desk.token.support)).envelope.status_code,
    ).toBe(8002);
    expect((await consoleCall(desk.t.app, consoleOverrideList, {}, desk.token.support)).envelope.status_code).toBe(
      8002,
    );
    for (const address of [
      'ftp://127.0.0.1/mf-manifest.json',
      'http://127.0.0.1:4999/main.js',
      'javascript:alert(1)//remoteEntry.js',
      'http://user:pw@127.0.0.1/remoteEntry.js',
      'not an address',
    ]) {
      const answer = await consoleCall(desk.t.app, consoleOverrideIssue, { ...request, address }, desk.token.release);
      expect(answer.envelope.status_code, address).toBe(8096);
    }
    const short = await consoleCall(
      desk.t.app,
      consoleOverrideIssue,
      { ...request, lifetimeSeconds: 4 },
      desk.token.release,
    );
    expect(short.envelope.status_code).toBe(8097);
    expect(short.envelope.message).toBe('有效期不在允许的范围内');
    expect((await consoleOk(desk.t.app, consoleOverrideList, {}, desk.token.admin)).list).toEqual([]);
  });

  it('signs an override for one brand: only a call carrying its token gets the address, until it expires', async () => {
    const issued = await consoleOk(desk.t.app, consoleOverrideIssue, request, desk.token.release);
    expect(issued.override).toMatchObject({ siteId: '1', remote: 'promotions', address: ADDRESS, issuedBy: 'release' });
    expect(issued.override.expiresAt).toBe('2026-11-28T10:01:00.000Z');
    expect(issued.linkPath).toBe(`/__override?token=${issued.token}`);
    expect(issued.link).toBe(`https://m.xingyao.example.com${issued.linkPath}`);
    expect(verifyOverrideToken(issued.token, keys.publicKey, wallNow)).toMatchObject({
      id: issued.override.id,
      site: '1',
      remote: 'promotions',
      address: ADDRESS,
    });

    const held = await delivered('1', issued.token);
    expect(held.answer.override).toEqual({
      remote: 'promotions',
      address: ADDRESS,
      expiresAt: '2026-11-28T10:01:00.000Z',
      version: 'override',
    });
    expect(held.cache).toBe('private, no-store');
    // Another visitor, another brand, an altered token: the normal answer.
    expect((await delivered('1')).answer.override).toBeUndefined();
    expect((await delivered('2', issued.token)).answer.override).toBeUndefined();
    const [payload = '', signature = ''] = issued.token.split('.');
    const altered = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...altered, site: '2' })).toString('base64url')}.${signature}`;
    expect((await delivered('2', forged)).answer.override).toBeUndefined();
    expect((await delivered('1', 'garbage')).answer.override).toBeUndefined();
    // Signed by another key: ignored.
    const other = generateKeyPairSync('ed25519');
    const stranger = signOverrideToken(
      { id: issued.override.id, site: '1', remote: 'promotions', address: ADDRESS, exp: 1_900_000_000 },
      other.privateKey,
    );
    expect((await delivered('1', stranger)).answer.override).toBeUndefined();

    const audit = await consoleOk(
      desk.t.app,
      consoleAuditLog,
      { pageNum: 1, pageSize: 5, action: 'release.override_issue' },
      desk.token.admin,
    );
    expect(audit.list[0]).toMatchObject({ operatorName: 'release', target: `override:${issued.override.id}` });
    expect(audit.list[0]?.after).toMatchObject({ address: ADDRESS, remote: 'promotions' });
    expect((await consoleOk(desk.t.app, consoleOverrideList, {}, desk.token.admin)).list.map((o) => o.id)).toEqual([
      issued.override.id,
    ]);

    wallNow = new Date('2026-11-28T10:01:00Z');
    expect((await delivered('1', issued.token)).answer.override).toBeUndefined();
    expect((await consoleOk(desk.t.app, consoleOverrideList, {}, desk.token.admin)).list).toEqual([]);
    expect(
      (await consoleCall(desk.t.app, consoleOverrideRevoke, { id: issued.override.id }, desk.token.release)).envelope
        .status_code,
    ).toBe(8098);
  });

  it('a revoked override is ignored at once, with an audit row; revoking it again is 8098', async () => {
    wallNow = new Date('2026-11-28T11:00:00Z');
    const issued = await consoleOk(
      desk.t.app,
      consoleOverrideIssue,
      { ...request, lifetimeSeconds: 3600 },
      desk.token.admin,
    );
    expect((await delivered('1', issued.token)).answer.override?.address).toBe(ADDRESS);

    const revoked = await consoleOk(desk.t.app, consoleOverrideRevoke, { id: issued.override.id }, desk.token.release);
    expect(revoked.id).toBe(issued.override.id);
    expect((await delivered('1', issued.token)).answer.override).toBeUndefined();
    expect((await consoleOk(desk.t.app, consoleOverrideList, {}, desk.token.release)).list).toEqual([]);
    const audit = await consoleOk(
      desk.t.app,
      consoleAuditLog,
      { pageNum: 1, pageSize: 5, action: 'release.override_revoke' },
      desk.token.admin,
    );
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({
      operatorName: 'release',
      target: `override:${issued.override.id}`,
      after: null,
    });

    const again = await consoleCall(desk.t.app, consoleOverrideRevoke, { id: issued.override.id }, desk.token.release);
    expect(again.envelope.status_code).toBe(8098);
    expect(again.envelope.message).toBe('该覆盖已撤销或已过期');
  });

  it('a server without a signing key (production without OVERRIDE_SIGNING_KEY) issues nothing (8099)', async () => {
    const bare = await createTestApp({ sports: { autoRun: false, feedRate: 0 }, remoteOverrides: { keys: null } });
    try {
      const operator = await consoleLoginAs(bare.app, 'release', new Date());
      const answer = await consoleCall(bare.app, consoleOverrideIssue, request, operator);
      expect(answer.envelope.status_code).toBe(8099);
    } finally {
      await bare.close();
    }
  });
});
