import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGame, venueBalance, venueTransfer } from 'shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { roundDigest, seedHash } from '../../../games/fair-outcome';
import { findFishKind, shoot } from './fishing';
import { spin } from './slot-machine';

let t: TestApp;
let token: string;
let slot: string;
let fishing: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAs('casino02', 'casino1234');
  await t.ok(
    venueTransfer,
    { channelCode: 'PPDZ', amount: '100', ty: '1', isActivity: false },
    { token, requestId: 'play-in-ppdz' },
  );
  await t.ok(
    venueTransfer,
    { channelCode: 'JDBBY', amount: '100', ty: '1', isActivity: false },
    { token, requestId: 'play-in-jdbby' },
  );
  slot = new URL((await t.ok(launchGame, { enName: 'PPDZ', gameCode: '' }, { token })).url).pathname.split('/').pop()!;
  fishing = new URL((await t.ok(launchGame, { enName: 'JDBBY', gameCode: '' }, { token })).url).pathname
    .split('/')
    .pop()!;
});
afterAll(async () => {
  await t.close();
});

interface Round {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  detail: string;
  reels: string[] | null;
  hit: boolean | null;
  stake: number;
  payout: number;
  balance: number;
}

const round = (ticket: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/venue/play/${ticket}/round`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const balanceAt = async (venue: string) => (await t.ok(venueBalance, { channelCode: venue }, { token })).balance;
const count = async (sql: string, params: (string | number)[]) => (await t.db.query<{ n: number }>(sql, params))[0]?.n;
const ledgerRows = (requestId: string) =>
  t.db.query<{ kind: string; amount_fen: number; venue_id: number }>(
    'select kind, amount_fen, venue_id from ledger where request_id = $1 order by id',
    [requestId],
  );

/** Gives the ticket a known seed whose next round (nonce + 1) wins or loses as asked. */
async function rigSeed(ticket: string, wins: (digest: Buffer) => boolean): Promise<void> {
  const [row] = await t.db.query<{ nonce: number }>('select nonce from game_tickets where ticket = $1', [ticket]);
  for (let i = 0; ; i++) {
    const seed = `rigged-${i}`;
    if (wins(roundDigest(seed, ticket, row!.nonce + 1))) {
      await t.db.query('update game_tickets set server_seed = $2, server_seed_hash = $3 where ticket = $1', [
        ticket,
        seed,
        seedHash(seed),
      ]);
      return;
    }
  }
}

describe('the game page', () => {
  it('serves the slot machine with the seed hash from the start, under a nonce CSP that lets other origins frame it', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/venue/play/${slot}` });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('frame-ancestors *');
    expect(page.headers['x-frame-options']).toBeUndefined();
    // Every executable script and style carries the nonce; the config block is data.
    expect(page.body.match(/<script(?! type="application\/json")[^>]*>/g)).toEqual([`<script nonce="${nonce}">`]);
    expect(page.body.match(/<style[^>]*>/g)).toEqual([`<style nonce="${nonce}">`]);
    expect(page.body).not.toMatch(/ style="/);
    const [ticket] = await t.db.query<{ hash: string }>(
      'select server_seed_hash as hash from game_tickets where ticket = $1',
      [slot],
    );
    expect(page.body).toContain(`<code id="seed-hash">${ticket!.hash}</code>`);
    expect(page.body).toContain('data-testid="game-balance" aria-live="polite">100.00<');
    for (const id of ['slot-spin', 'slot-result']) expect(page.body).toContain(`data-testid="${id}"`);
    expect(page.body).toContain('旋转');
  });

  it('names the framing origins when the site lists them', async () => {
    const listed = await createTestApp({ corsOrigins: ['https://www.example.com'] });
    try {
      const member = await listed.loginAs('casino02', 'casino1234');
      const url = (await listed.ok(launchGame, { enName: 'PPDZ', gameCode: '' }, { token: member })).url;
      const page = await listed.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' https://www.example.com");
    } finally {
      await listed.close();
    }
  });

  it('is a 404 for an unknown, expired or lobby-only ticket, as a page and as JSON', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/venue/play/${'x'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/venue/play/%3Cscript%3E' })).body).not.toContain('<script>');
    const state = await t.app.inject({ method: 'GET', url: `/venue/play/${'x'.repeat(32)}/state` });
    expect(state.statusCode).toBe(404);
    expect(state.json()).toEqual({ message: '游戏凭证已失效，请返回网站重新进入游戏' });

    const expiring = new URL((await t.ok(launchGame, { enName: 'PPDZ', gameCode: '' }, { token })).url).pathname;
    expect((await t.app.inject({ method: 'GET', url: expiring })).statusCode).toBe(200);
    await t.db.query(`update game_tickets set expires_at = now() - interval '1 second' where ticket = $1`, [
      expiring.split('/').pop()!,
    ]);
    expect((await t.app.inject({ method: 'GET', url: expiring })).statusCode).toBe(404);
    expect((await round(expiring.split('/').pop()!, { requestId: 'slot-expired-1', stake: 1 })).statusCode).toBe(404);

    // A live-casino venue opens its lobby; its ticket plays no demo game.
    await t.ok(launchGame, { enName: 'AGZR', gameCode: '' }, { token });
    const [lobby] = await t.db.query<{ ticket: string }>(
      `select ticket from game_tickets t join venues v on v.id = t.venue_id where v.en_name = 'AGZR'`,
    );
    expect((await t.app.inject({ method: 'GET', url: `/venue/play/${lobby!.ticket}` })).statusCode).toBe(404);
  });
});

describe('a slot round', () => {
  it('is a bet and a payout row on the venue wallet and one recorded round, in step with the balance', async () => {
    await rigSeed(slot, (digest) => spin(digest).multiplier > 0);
    const before = await balanceAt('PPDZ');
    const response = await round(slot, { requestId: 'slot-win-1', stake: 5 });
    expect(response.statusCode).toBe(200);
    const won = response.json<Round>();
    expect(won.payout).toBeGreaterThanOrEqual(10);
    expect(won.balance).toBe(before - 5 + won.payout);
    expect(await balanceAt('PPDZ')).toBe(won.balance);
    expect(await ledgerRows('slot-win-1')).toEqual([
      { kind: 'bet', amount_fen: -500, venue_id: 602 },
      { kind: 'payout', amount_fen: won.payout * 100, venue_id: 602 },
    ]);
    expect(await count('select count(*)::int as n from casino_rounds where request_id = $1', ['slot-win-1'])).toBe(1);
    expect(won.reels).toHaveLength(3);
  });

  it('a loss is the bet row alone', async () => {
    await rigSeed(slot, (digest) => spin(digest).multiplier === 0);
    const before = await balanceAt('PPDZ');
    const lost = (await round(slot, { requestId: 'slot-loss-1', stake: 2 })).json<Round>();
    expect(lost).toMatchObject({ payout: 0, balance: before - 2, stake: 2 });
    expect(lost.detail).toContain('未中奖');
    expect(await ledgerRows('slot-loss-1')).toEqual([{ kind: 'bet', amount_fen: -200, venue_id: 602 }]);
  });

  it('answers a repeated request id with the first round and moves nothing', async () => {
    const first = (await round(slot, { requestId: 'slot-repeat-1', stake: 1 })).json<Round>();
    const rows = await count(
      'select count(*)::int as n from ledger where member_id = (select member_id from game_tickets where ticket = $1)',
      [slot],
    );
    const again = await round(slot, { requestId: 'slot-repeat-1', stake: 1 });
    expect(again.json()).toEqual(first);
    expect(
      await count(
        'select count(*)::int as n from ledger where member_id = (select member_id from game_tickets where ticket = $1)',
        [slot],
      ),
    ).toBe(rows);
    expect(await count('select count(*)::int as n from casino_rounds where request_id = $1', ['slot-repeat-1'])).toBe(
      1,
    );
    expect(await balanceAt('PPDZ')).toBe(first.balance);
    // The same id for another stake is refused, not played.
    const other = await round(slot, { requestId: 'slot-repeat-1', stake: 2 });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: '请求编号已用于另一笔操作，请刷新后重试' });
  });

  it('refuses a stake the venue wallet cannot pay, moving nothing and keeping the nonce', async () => {
    const [{ nonce } = { nonce: -1 }] = await t.db.query<{ nonce: number }>(
      'select nonce from game_tickets where ticket = $1',
      [slot],
    );
    // Back to the centre wallet until 40 remain in the venue.
    const amount = ((await balanceAt('PPDZ')) - 40).toFixed(2);
    await t.ok(
      venueTransfer,
      { channelCode: 'PPDZ', amount, ty: '2', isActivity: false },
      { token, requestId: 'play-out-ppdz' },
    );
    expect(await balanceAt('PPDZ')).toBe(40);
    const refused = await round(slot, { requestId: 'slot-short-1', stake: 50 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: '场馆余额不足，请先转入' });
    expect(await ledgerRows('slot-short-1')).toEqual([]);
    expect(await count('select count(*)::int as n from casino_rounds where request_id = $1', ['slot-short-1'])).toBe(0);
    expect(
      (await t.db.query<{ nonce: number }>('select nonce from game_tickets where ticket = $1', [slot]))[0]?.nonce,
    ).toBe(nonce);
  });

  it('refuses stakes off the selector and malformed bodies', async () => {
    expect((await round(slot, { requestId: 'slot-odd-1', stake: 3 })).statusCode).toBe(400);
    expect((await round(slot, { requestId: 'x', stake: 1 })).statusCode).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: `/venue/play/${slot}/round`,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(raw.statusCode).toBe(400);
    expect((await round('y'.repeat(32), { requestId: 'slot-none-1', stake: 1 })).statusCode).toBe(404);
  });
});

describe('fairness', () => {
  it('lets every round be recomputed from the revealed seed, which matches the hash shown before', async () => {
    const shown = (await t.app.inject({ method: 'GET', url: `/venue/play/${slot}/state` })).json<{
      serverSeedHash: string;
      nonce: number;
    }>();
    const played: Round[] = [];
    for (let i = 0; i < 5; i++)
      played.push((await round(slot, { requestId: `slot-fair-${i}`, stake: 1 })).json<Round>());
    expect(played.map((r) => r.nonce)).toEqual([1, 2, 3, 4, 5].map((n) => shown.nonce + n));
    const reveal = (
      await t.app.inject({
        method: 'POST',
        url: `/venue/play/${slot}/seed`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
    ).json<{
      revealedSeed: string;
      revealedSeedHash: string;
      rounds: number;
      serverSeedHash: string;
      nonce: number;
    }>();
    expect(reveal.revealedSeedHash).toBe(shown.serverSeedHash);
    expect(seedHash(reveal.revealedSeed)).toBe(shown.serverSeedHash);
    expect(reveal.rounds).toBe(shown.nonce + 5);
    for (const r of played) {
      expect(r.serverSeedHash).toBe(shown.serverSeedHash);
      expect(spin(roundDigest(reveal.revealedSeed, slot, r.nonce)).detail).toBe(r.detail);
    }
    // A fresh seed from now on, its nonces from 1 again.
    expect(reveal.serverSeedHash).not.toBe(shown.serverSeedHash);
    const next = (await round(slot, { requestId: 'slot-fair-next', stake: 1 })).json<Round>();
    expect(next).toMatchObject({ nonce: 1, serverSeedHash: reveal.serverSeedHash });
  });
});

describe('a fishing shot', () => {
  it('needs a known fish as its target', async () => {
    expect((await round(fishing, { requestId: 'fish-none-1', stake: 1 })).json()).toEqual({
      message: '请选择要射击的鱼',
    });
    expect((await round(fishing, { requestId: 'fish-none-2', stake: 1, target: 'whale' })).statusCode).toBe(400);
  });

  it("pays the fish's multiplier on a hit, on the fishing venue's wallet", async () => {
    const turtle = findFishKind('turtle')!;
    await rigSeed(fishing, (digest) => shoot(digest, turtle).hit);
    const before = await balanceAt('JDBBY');
    const hit = (await round(fishing, { requestId: 'fish-hit-1', stake: 2, target: 'turtle' })).json<Round>();
    expect(hit).toMatchObject({
      hit: true,
      payout: 30,
      balance: before - 2 + 30,
      detail: '海龟 ×15 · 命中',
      reels: null,
    });
    expect(await ledgerRows('fish-hit-1')).toEqual([
      { kind: 'bet', amount_fen: -200, venue_id: 701 },
      { kind: 'payout', amount_fen: 3000, venue_id: 701 },
    ]);
    await rigSeed(fishing, (digest) => !shoot(digest, turtle).hit);
    expect(
      (await round(fishing, { requestId: 'fish-miss-1', stake: 2, target: 'turtle' })).json<Round>(),
    ).toMatchObject({ hit: false, payout: 0, balance: before + 26 });
  });

  it('serves the fishing page with the fish and the balance', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/venue/play/${fishing}` });
    expect(page.body).toContain('data-testid="game-balance"');
    expect(page.body).toContain("el.dataset.testid = 'fish'");
    expect(page.body).toContain('炮值');
  });
});
