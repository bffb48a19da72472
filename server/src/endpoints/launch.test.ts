import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalance, launchGame, memberInfo, setAutoTransferStatus, venueBalance } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('demo888', 'demo1234');
  userId = (await t.ok(memberInfo, { isPop: 0 }, { token })).userId;
});
afterAll(async () => {
  await t.close();
});

describe('launchGame', () => {
  it('sends the local sports venue to the client sports page with the member id', async () => {
    expect(await t.ok(launchGame, { enName: 'CRTY', gameCode: '' }, { token })).toEqual({ url: `/game/sport/crty?uid=${userId}` });
  });

  it('sends another venue to the demo lobby of this server, which names the venue and the member', async () => {
    const { url } = await t.ok(launchGame, { enName: 'PGDZ', gameCode: 'mahjong-ways' }, { token });
    // Absolute, on this server (URL would normalise the :80 the test app reports away).
    expect(url.startsWith('http://localhost:80/venue/lobby/PGDZ?')).toBe(true);
    const address = new URL(url);
    expect(address.pathname).toBe('/venue/lobby/PGDZ');
    expect(address.searchParams.get('uid')).toBe(userId);
    expect(address.searchParams.get('gameCode')).toBe('mahjong-ways');
    const page = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('PG电子');
    expect(page.body).toContain(`data-testid="lobby-uid">${userId}<`);
    expect(page.body).toContain('演示场馆');
  });

  it('answers 6004 for an unknown venue and 6415 for one in maintenance', async () => {
    expect((await t.call(launchGame, { enName: 'NOPE', gameCode: '' }, { token })).envelope).toMatchObject({ status_code: 6004 });
    expect((await t.call(launchGame, { enName: 'BGZR', gameCode: '' }, { token })).envelope).toEqual({ status_code: 6415, data: null, message: '场馆维护中' });
  });

  it('with auto-transfer on, moves the whole centre wallet into the venue entered, once per launch request', async () => {
    const member = await t.loginAs('transfer03', 'trans1234');
    const before = await t.ok(getBalance, { withLockMoney: true }, { token: member });
    await t.ok(setAutoTransferStatus, { autoTransfer: true }, { token: member });
    const launch = { token: member, requestId: 'launch-auto-1' };
    await t.ok(launchGame, { enName: 'PGDZ', gameCode: '' }, launch);
    await t.ok(launchGame, { enName: 'PGDZ', gameCode: '' }, launch);
    const after = await t.ok(getBalance, { withLockMoney: true }, { token: member });
    expect(after.centerWalletBalance).toBe(0);
    expect(after.totalMoney).toBe(before.totalMoney);
    expect((await t.ok(venueBalance, { channelCode: 'PGDZ' }, { token: member })).balance).toBeGreaterThanOrEqual(before.centerWalletBalance);
    const rows = await t.db.query<{ n: number }>(`select count(*)::int as n from ledger where request_id = 'launch-auto-1'`);
    expect(rows[0]?.n).toBe(2);
    // Off again: a launch moves nothing.
    await t.ok(setAutoTransferStatus, { autoTransfer: false }, { token: member });
    await t.ok(launchGame, { enName: 'AGZR', gameCode: '' }, { token: member, requestId: 'launch-auto-2' });
    expect((await t.db.query<{ n: number }>(`select count(*)::int as n from ledger where request_id = 'launch-auto-2'`))[0]?.n).toBe(0);
  });

  it('requires a login', async () => {
    expect((await t.call(launchGame, { enName: 'AGZR', gameCode: '' })).envelope.status_code).toBe(6001);
  });

  it('escapes what the lobby echoes and refuses a lobby without a numeric member id', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/venue/lobby/AGZR?uid=7&gameCode=%3Cscript%3E' });
    expect(page.body).not.toContain('<script>');
    expect((await t.app.inject({ method: 'GET', url: '/venue/lobby/AGZR?uid=%3Cb%3E' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/venue/lobby/NOPE?uid=1' })).statusCode).toBe(404);
  });
});
