import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameTicketSchema,
  getBalance,
  launchGame,
  memberInfo,
  openGameResponseSchema,
  setAutoTransferStatus,
  venueBalance,
  venueResource,
} from 'shared/contract';
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

const BASE = 'http://localhost:80';

async function ticketRow(ticket: string) {
  const rows = await t.db.query<{
    member_id: number;
    venue: string;
    game_code: string;
    game_name: string;
    lifetime_h: number;
  }>(
    `select t.member_id, v.en_name as venue, t.game_code, t.game_name, extract(epoch from t.expires_at - t.created_at)::int / 3600 as lifetime_h
       from game_tickets t join venues v on v.id = t.venue_id where t.ticket = $1`,
    [ticket],
  );
  return rows[0];
}

const openGame = (venueName: string, ticket: string, member: string) =>
  t.call(
    venueResource,
    { method: 'openGame', venueName, Request: { ticket, timestamp: Date.now(), langx: 'zh-cn' } },
    { token: member },
  );

describe('launchGame, by the venue launch kind', () => {
  it('local: sends the sports venue to the client sports page with the member id, and issues no ticket', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from game_tickets');
    expect(await t.ok(launchGame, { enName: 'CRTY', gameCode: '' }, { token })).toEqual({
      url: `/game/sport/crty?uid=${userId}`,
    });
    expect(await t.db.query<{ n: number }>('select count(*)::int as n from game_tickets')).toEqual(before);
  });

  it('web, slot venue: the playable demo game of a fresh ticket bound to the member for 12 hours', async () => {
    const [game] = await t.db.query<{ code: string; name: string }>(
      `select game_code as code, name from games where venue_id = 602 and enabled order by sort limit 1`,
    );
    const { url } = await t.ok(launchGame, { enName: 'PPDZ', gameCode: game!.code }, { token });
    const ticket = url.slice(`${BASE}/venue/play/`.length);
    expect(url).toBe(`${BASE}/venue/play/${ticket}`);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await ticketRow(ticket)).toEqual({
      member_id: Number(userId),
      venue: 'PPDZ',
      game_code: game!.code,
      game_name: game!.name,
      lifetime_h: 12,
    });
    const page = await t.app.inject({ method: 'GET', url: `/venue/play/${ticket}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="slot-spin"');
    expect(page.body).toContain(game!.name);
  });

  it('web, fishing venue: the fishing game; every launch issues another ticket', async () => {
    const first = (await t.ok(launchGame, { enName: 'JDBBY', gameCode: '' }, { token })).url;
    const second = (await t.ok(launchGame, { enName: 'JDBBY', gameCode: '' }, { token })).url;
    expect(first).not.toBe(second);
    const page = await t.app.inject({ method: 'GET', url: new URL(first).pathname });
    expect(page.body).toContain('data-testid="fish-result"');
    expect(page.body).toContain('欢乐捕鱼');
  });

  it('web, other venue: the demo lobby of this server, which names the venue and the member', async () => {
    const { url } = await t.ok(launchGame, { enName: 'AGZR', gameCode: 'baccarat' }, { token });
    expect(url.startsWith(`${BASE}/venue/lobby/AGZR?`)).toBe(true);
    const address = new URL(url);
    expect(address.searchParams.get('uid')).toBe(userId);
    expect(address.searchParams.get('gameCode')).toBe('baccarat');
    const page = await t.app.inject({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('AG真人');
    expect(page.body).toContain(`data-testid="lobby-uid">${userId}<`);
    expect(page.body).toContain('演示场馆');
  });

  it('site: a path of the site carrying the venue and the ticket', async () => {
    const { url } = await t.ok(launchGame, { enName: 'MGDZ', gameCode: '' }, { token });
    const address = new URL(url, 'https://site.example');
    expect(url.startsWith('/dz/game?')).toBe(true);
    expect(address.searchParams.get('venue')).toBe('MGDZ');
    expect((await ticketRow(address.searchParams.get('ticket') ?? ''))?.venue).toBe('MGDZ');
  });

  it('host: the bare ticket, for the host page to open', async () => {
    const { url } = await t.ok(launchGame, { enName: 'PGDZ', gameCode: '' }, { token });
    expect(gameTicketSchema.parse(url)).toHaveLength(32);
    expect(await ticketRow(url)).toMatchObject({ member_id: Number(userId), venue: 'PGDZ', game_name: '幸运水果机' });
  });

  it('answers 6004 for an unknown venue and 6415 for one in maintenance', async () => {
    expect((await t.call(launchGame, { enName: 'NOPE', gameCode: '' }, { token })).envelope).toMatchObject({
      status_code: 6004,
    });
    expect((await t.call(launchGame, { enName: 'BGZR', gameCode: '' }, { token })).envelope).toEqual({
      status_code: 6415,
      data: null,
      message: '场馆维护中',
    });
  });

  it('answers 6366 for a venue the operator is still testing, and launches it once opened', async () => {
    await t.db.query(`update venues set testing = true where en_name = 'PGDZ'`);
    expect((await t.call(launchGame, { enName: 'PGDZ', gameCode: '' }, { token })).envelope).toEqual({
      status_code: 6366,
      data: null,
      message: '该场馆测试中，暂未开放，请选择其他场馆',
    });
    await t.db.query(`update venues set testing = false where en_name = 'PGDZ'`);
    expect((await t.call(launchGame, { enName: 'PGDZ', gameCode: '' }, { token })).envelope.status_code).toBe(6000);
  });

  it('requires a login', async () => {
    expect((await t.call(launchGame, { enName: 'AGZR', gameCode: '' })).envelope.status_code).toBe(6001);
  });
});

describe('a venue activity (6413)', () => {
  it('stops the launch of that venue with the default message, and lets it through with isActivity', async () => {
    const member = await t.loginAs('casino01', 'casino1234');
    const refused = await t.call(launchGame, { enName: 'PPDZ', gameCode: '' }, { token: member });
    expect(refused.envelope).toEqual({
      status_code: 6413,
      data: null,
      message: '您还在活动中，转入后未达到流水要求的金额将无法转出',
    });
    expect(
      (await t.ok(launchGame, { enName: 'PPDZ', gameCode: '', isActivity: true }, { token: member })).url,
    ).toContain('/venue/play/');
    // Other venues are not held.
    expect((await t.call(launchGame, { enName: 'AGZR', gameCode: '' }, { token: member })).envelope.status_code).toBe(
      6000,
    );
  });

  it("answers with the activity's own message when it has one, and not once it has ended", async () => {
    const member = await t.loginAs('casino03', 'casino1234');
    const [row] = await t.db.query<{ id: number }>(
      `insert into venue_activities (member_id, venue_id, message, active) select id, 301, '首存活动进行中：完成 3 倍流水前转入的金额不可转出', true from members where username = 'casino03' returning id`,
    );
    expect((await t.call(launchGame, { enName: 'KYQP', gameCode: '' }, { token: member })).envelope).toMatchObject({
      status_code: 6413,
      message: '首存活动进行中：完成 3 倍流水前转入的金额不可转出',
    });
    await t.db.query('update venue_activities set active = false where id = $1', [row!.id]);
    expect((await t.call(launchGame, { enName: 'KYQP', gameCode: '' }, { token: member })).envelope.status_code).toBe(
      6000,
    );
  });
});

describe('venue/resource openGame', () => {
  it("turns the member's own ticket into the game address, the venue's name and the game's", async () => {
    const ticket = (await t.ok(launchGame, { enName: 'PGDZ', gameCode: '' }, { token })).url;
    const { envelope } = await openGame('PGDZ', ticket, token);
    expect(envelope.status_code).toBe(6000);
    const answer = envelope.data as { method: string; data: unknown };
    expect(answer.method).toBe('openGame');
    expect(openGameResponseSchema.parse(answer.data)).toEqual({
      url: `${BASE}/venue/play/${ticket}`,
      venueName: 'PG电子',
      gameName: '幸运水果机',
    });
  });

  it('opens a lobby venue ticket at its lobby, with the member id', async () => {
    const site = new URL(
      (await t.ok(launchGame, { enName: 'VGQP', gameCode: '' }, { token })).url,
      'https://site.example',
    );
    const ticket = site.searchParams.get('ticket') ?? '';
    const data = ((await openGame('VGQP', ticket, token)).envelope.data as { data: { url: string } }).data;
    expect(data.url).toBe(`${BASE}/venue/lobby/VGQP?uid=${userId}`);
  });

  it('refuses a ticket of another member or of another venue (6302), an unknown one (6303) and an expired one (6099)', async () => {
    const owner = await t.loginAs('casino02', 'casino1234');
    const ticket = (await t.ok(launchGame, { enName: 'AGBY', gameCode: '' }, { token: owner })).url;
    expect((await openGame('AGBY', ticket, token)).envelope).toEqual({
      status_code: 6302,
      data: null,
      message: '数据异常，请重新进入游戏',
    });
    expect((await openGame('PGDZ', ticket, owner)).envelope.status_code).toBe(6302);
    expect((await openGame('AGBY', 'A'.repeat(32), owner)).envelope).toEqual({
      status_code: 6303,
      data: null,
      message: '未找到数据',
    });
    await t.db.query(`update game_tickets set expires_at = now() - interval '1 minute' where ticket = $1`, [ticket]);
    expect((await openGame('AGBY', ticket, owner)).envelope).toEqual({
      status_code: 6099,
      data: null,
      message: '钱包令牌已过期，请重新进入',
    });
    expect((await t.app.inject({ method: 'GET', url: `/venue/play/${ticket}` })).statusCode).toBe(404);
  });

  it('requires a login', async () => {
    expect(
      (
        await t.call(venueResource, {
          method: 'openGame',
          venueName: 'PGDZ',
          Request: { ticket: 'A'.repeat(32), timestamp: Date.now(), langx: 'zh-cn' },
        })
      ).envelope.status_code,
    ).toBe(6001);
  });
});

describe('auto-transfer on launch', () => {
  it('with the switch on, moves the whole centre wallet into the venue entered, once per launch request', async () => {
    const member = await t.loginAs('transfer03', 'trans1234');
    const before = await t.ok(getBalance, { withLockMoney: true }, { token: member });
    await t.ok(setAutoTransferStatus, { autoTransfer: true }, { token: member });
    const launch = { token: member, requestId: 'launch-auto-1' };
    await t.ok(launchGame, { enName: 'PGDZ', gameCode: '' }, launch);
    await t.ok(launchGame, { enName: 'PGDZ', gameCode: '' }, launch);
    const after = await t.ok(getBalance, { withLockMoney: true }, { token: member });
    expect(after.centerWalletBalance).toBe(0);
    expect(after.totalMoney).toBe(before.totalMoney);
    expect((await t.ok(venueBalance, { channelCode: 'PGDZ' }, { token: member })).balance).toBeGreaterThanOrEqual(
      before.centerWalletBalance,
    );
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from ledger where request_id = 'launch-auto-1'`,
    );
    expect(rows[0]?.n).toBe(2);
    // Off again: a launch moves nothing.
    await t.ok(setAutoTransferStatus, { autoTransfer: false }, { token: member });
    await t.ok(launchGame, { enName: 'AGZR', gameCode: '' }, { token: member, requestId: 'launch-auto-2' });
    expect(
      (await t.db.query<{ n: number }>(`select count(*)::int as n from ledger where request_id = 'launch-auto-2'`))[0]
        ?.n,
    ).toBe(0);
  });

  it('moves nothing for the local book, which bets from the centre wallet', async () => {
    const member = await t.loginAs('transfer02', 'trans1234');
    await t.ok(setAutoTransferStatus, { autoTransfer: true }, { token: member });
    await t.ok(launchGame, { enName: 'CRTY', gameCode: '' }, { token: member, requestId: 'launch-auto-3' });
    expect(
      (await t.db.query<{ n: number }>(`select count(*)::int as n from ledger where request_id = 'launch-auto-3'`))[0]
        ?.n,
    ).toBe(0);
    await t.ok(setAutoTransferStatus, { autoTransfer: false }, { token: member });
  });
});

describe('the demo lobby', () => {
  it('escapes what it echoes and refuses a lobby without a numeric member id', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/venue/lobby/AGZR?uid=7&gameCode=%3Cscript%3E' });
    expect(page.body).not.toContain('<script>');
    expect((await t.app.inject({ method: 'GET', url: '/venue/lobby/AGZR?uid=%3Cb%3E' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/venue/lobby/NOPE?uid=1' })).statusCode).toBe(404);
  });
});
