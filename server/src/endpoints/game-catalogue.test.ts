import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCollection, gameList, getBonusPools, removeCollection, type RequestOf } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
let demo: string;
let plain: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  demo = await t.loginAs('demo888', 'demo1234');
  plain = await t.loginAs('test001', 'test1234');
});
afterAll(async () => {
  await t.close();
});

type ListRequest = RequestOf<typeof gameList>;

/** Enabled games per venue code, straight from the table, to check the API's totals against. */
async function enabledCounts(): Promise<Map<string, number>> {
  const rows = await t.db.query<{ enName: string; n: number }>(
    `select v.en_name as "enName", count(*)::int as n from games g join venues v on v.id = g.venue_id where g.enabled group by v.en_name`,
  );
  return new Map(rows.map((row) => [row.enName, row.n]));
}

/** Every page of a listing, fetched one after the other. */
async function allPages(
  request: ListRequest,
  token?: string,
): Promise<{ names: string[]; totals: number[]; ids: number[] }> {
  const names: string[] = [];
  const ids: number[] = [];
  const totals: number[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await t.ok(gameList, { ...request, pageNum }, token === undefined ? {} : { token });
    totals.push(page.total);
    names.push(...page.list.map((g) => g.name));
    ids.push(...page.list.map((g) => g.gameId));
    if (page.list.length < (request.pageSize ?? 30)) return { names, totals, ids };
  }
}

async function idOf(enName: string, gameCode: string): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    'select g.id from games g join venues v on v.id = g.venue_id where v.en_name = $1 and g.game_code = $2',
    [enName, gameCode],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no game ${enName}/${gameCode}`);
  return id;
}

describe('the seeded catalogue', () => {
  it('has a full catalogue per e-game venue and a handful of fishing games per fishing venue', async () => {
    const counts = await enabledCounts();
    for (const venue of ['PGDZ', 'PPDZ', 'MGDZ', 'CQ9DZ'])
      expect(counts.get(venue), venue).toSatisfy((n: number) => n >= 80 && n <= 150);
    for (const venue of ['JDBBY', 'AGBY', 'KYBY'])
      expect(counts.get(venue), venue).toSatisfy((n: number) => n >= 10 && n <= 15);
    const codes = await t.db.query<{ code: string }>('select game_code as code from games');
    expect(codes.every(({ code }) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(code))).toBe(true);
  });

  it('starts PG with 麻将胡了, whose tile is a generated picture of this server', async () => {
    const page = await t.ok(gameList, { category: 'DZ', enName: 'PGDZ', pageSize: 1 });
    expect(page.list[0]).toEqual({
      gameId: 601001,
      gameCode: 'mahjong-ways',
      enName: 'PGDZ',
      name: '麻将胡了',
      imageUrl: 'http://localhost:80/static/game/601001.svg',
      hot: true,
      isNew: false,
      favourite: false,
    });
    const image = await t.app.inject({ method: 'GET', url: '/static/game/601001.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('麻将胡了');
    expect((await t.app.inject({ method: 'GET', url: '/static/game/999999.svg' })).statusCode).toBe(404);
  });
});

describe('gameList', () => {
  it('pages every e-game of the category, each once, in the venues’ order', async () => {
    const counts = await enabledCounts();
    const expected = ['PGDZ', 'PPDZ', 'MGDZ', 'CQ9DZ'].reduce((sum, venue) => sum + (counts.get(venue) ?? 0), 0);
    expect(expected).toBeGreaterThan(300);
    const { ids, totals } = await allPages({ category: 'DZ', pageSize: 60 });
    expect(new Set(totals)).toEqual(new Set([expected]));
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);
    // Venue ids follow the venues' sort (PG 601 … CQ9 604), and each venue's games their own.
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const beyond = await t.ok(gameList, { category: 'DZ', pageNum: 99, pageSize: 60 });
    expect(beyond).toEqual({ list: [], total: expected, pageNum: 99, pageSize: 60 });
  });

  it('narrows to one venue, and finds nothing for a venue of another category', async () => {
    const counts = await enabledCounts();
    const pg = await t.ok(gameList, { category: 'DZ', enName: 'PGDZ', pageSize: 60 });
    expect(pg.total).toBe(counts.get('PGDZ'));
    expect(pg.list).toHaveLength(60);
    expect(pg.list.every((g) => g.enName === 'PGDZ')).toBe(true);
    const fishing = await t.ok(gameList, { category: 'BY', enName: 'KYBY' });
    expect(fishing.total).toBe(counts.get('KYBY'));
    expect(fishing.list[0]?.name).toBe('李逵劈鱼');
    expect((await t.ok(gameList, { category: 'DZ', enName: 'KYBY' })).total).toBe(0);
    expect((await t.ok(gameList, { category: 'BY', enName: 'NOPE' })).list).toEqual([]);
  });

  it('finds names containing the keyword, ignoring case, and takes % and _ literally', async () => {
    const mahjong = await t.ok(gameList, { category: 'DZ', keyword: '麻将', pageSize: 60 });
    expect(mahjong.list.map((g) => g.name)).toEqual(expect.arrayContaining(['麻将胡了', '麻将胡了2', '麻将赢家']));
    expect(mahjong.list.every((g) => g.name.includes('麻将'))).toBe(true);
    expect(mahjong.total).toBe(mahjong.list.length);
    expect((await t.ok(gameList, { category: 'DZ', enName: 'PPDZ', keyword: '麻将' })).list.map((g) => g.name)).toEqual(
      ['麻将赢家'],
    );
    expect((await t.ok(gameList, { category: 'BY', keyword: '3d' })).list.map((g) => g.name)).toEqual(['捕鱼王3D']);
    expect((await t.ok(gameList, { category: 'DZ', keyword: '%' })).total).toBe(0);
    expect((await t.ok(gameList, { category: 'DZ', keyword: '麻将_了' })).total).toBe(0);
  });

  it('lists hot and new games only when asked', async () => {
    for (const filter of ['hot', 'new'] as const) {
      const column = filter === 'hot' ? 'hot' : 'is_new';
      const rows = await t.db.query<{ n: number }>(
        `select count(*)::int as n from games g join venues v on v.id = g.venue_id where v.category = 'DZ' and g.enabled and g.${column}`,
      );
      const { names, totals, ids } = await allPages({ category: 'DZ', filter, pageSize: 60 });
      expect(totals[0], filter).toBe(rows[0]?.n);
      expect(ids.length, filter).toBe(rows[0]?.n);
      expect(names.length).toBeGreaterThan(10);
    }
    const hot = await t.ok(gameList, { category: 'DZ', filter: 'hot', pageSize: 60 });
    expect(hot.list.every((g) => g.hot)).toBe(true);
    const fresh = await t.ok(gameList, { category: 'DZ', filter: 'new', pageSize: 60 });
    expect(fresh.list.every((g) => g.isNew)).toBe(true);
  });

  it('never lists a withdrawn game', async () => {
    expect((await t.ok(gameList, { category: 'DZ', enName: 'PGDZ', keyword: '金猪报财' })).total).toBe(0);
  });
});

describe('favourites', () => {
  it('gives a visitor an empty favourites page, not an error, and refuses to store one with 6001', async () => {
    expect(await t.ok(gameList, { category: 'DZ', filter: 'favourite' })).toEqual({
      list: [],
      total: 0,
      pageNum: 1,
      pageSize: 30,
    });
    expect((await t.call(addCollection, { gameId: 601001 })).envelope.status_code).toBe(6001);
  });

  it('adds a favourite once however often it is added, for that member only', async () => {
    const jump = await idOf('CQ9DZ', 'jump-high');
    expect(await t.ok(addCollection, { gameId: 601001 }, { token: demo })).toEqual({ gameId: 601001, favourite: true });
    expect(await t.ok(addCollection, { gameId: 601001 }, { token: demo })).toEqual({ gameId: 601001, favourite: true });
    await t.ok(addCollection, { gameId: jump }, { token: demo });

    const mine = await t.ok(gameList, { category: 'DZ', filter: 'favourite' }, { token: demo });
    expect(mine.total).toBe(2);
    expect(mine.list.map((g) => [g.gameId, g.favourite])).toEqual([
      [601001, true],
      [jump, true],
    ]);
    expect((await t.ok(gameList, { category: 'BY', filter: 'favourite' }, { token: demo })).total).toBe(0);
    expect(
      (await t.ok(gameList, { category: 'DZ', enName: 'PGDZ', pageSize: 2 }, { token: demo })).list.map(
        (g) => g.favourite,
      ),
    ).toEqual([true, false]);
    expect(
      (await t.ok(gameList, { category: 'DZ', enName: 'PGDZ', pageSize: 1 }, { token: plain })).list[0]?.favourite,
    ).toBe(false);
    expect((await t.ok(gameList, { category: 'DZ', enName: 'PGDZ', pageSize: 1 })).list[0]?.favourite).toBe(false);
    expect((await t.ok(gameList, { category: 'DZ', filter: 'favourite' }, { token: plain })).total).toBe(0);
  });

  it('removes a favourite, and removing it again is not an error', async () => {
    await t.ok(addCollection, { gameId: 601002 }, { token: plain });
    expect(await t.ok(removeCollection, { gameId: 601002 }, { token: plain })).toEqual({
      gameId: 601002,
      favourite: false,
    });
    expect(await t.ok(removeCollection, { gameId: 601002 }, { token: plain })).toEqual({
      gameId: 601002,
      favourite: false,
    });
    expect((await t.ok(gameList, { category: 'DZ', filter: 'favourite' }, { token: plain })).total).toBe(0);
  });

  it('answers 6303 for a game that does not exist or was withdrawn', async () => {
    const withdrawn = await idOf('PGDZ', 'lucky-piggy');
    for (const gameId of [999_999, withdrawn]) {
      expect((await t.call(addCollection, { gameId }, { token: demo })).envelope).toEqual({
        status_code: 6303,
        data: null,
        message: '未找到数据',
      });
      expect((await t.call(removeCollection, { gameId }, { token: demo })).envelope.status_code).toBe(6303);
    }
  });
});

describe('getBonusPools', () => {
  /** What a pool must show at `at`, from its seeded row. */
  async function expectedAmount(enName: string, at: string): Promise<number> {
    const rows = await t.db.query<{ baseFen: number; perSecondFen: number; baseAt: Date }>(
      `select base_fen as "baseFen", per_second_fen as "perSecondFen", base_at as "baseAt" from bonus_pools p join venues v on v.id = p.venue_id where v.en_name = $1`,
      [enName],
    );
    const row = rows[0];
    if (row === undefined) throw new Error(`no pool for ${enName}`);
    return (row.baseFen + Math.floor(((Date.parse(at) - row.baseAt.getTime()) * row.perSecondFen) / 1000)) / 100;
  }

  it('lists the jackpots of the category’s venues in the venues’ order', async () => {
    expect((await t.ok(getBonusPools, { category: 'DZ' })).list.map((p) => p.enName)).toEqual([
      'PGDZ',
      'MGDZ',
      'CQ9DZ',
    ]);
    expect((await t.ok(getBonusPools, { category: 'ZR' })).list.map((p) => p.enName)).toEqual(['AGZR']);
    expect((await t.ok(getBonusPools, { category: 'TY' })).list).toEqual([]);
  });

  it('counts each pool up by its rate as time passes', async () => {
    const before = await t.ok(getBonusPools, { category: 'DZ' });
    clock.advance(60_000);
    const after = await t.ok(getBonusPools, { category: 'DZ' });
    for (const [index, pool] of after.list.entries()) {
      const earlier = before.list[index];
      if (earlier === undefined) throw new Error('a pool went missing');
      expect(pool.perSecond).toBeGreaterThan(0);
      expect(Date.parse(pool.at) - Date.parse(earlier.at)).toBeGreaterThanOrEqual(60_000);
      expect(pool.amount - earlier.amount).toBeGreaterThanOrEqual(60 * pool.perSecond - 0.01);
      expect(pool.amount).toBe(await expectedAmount(pool.enName, pool.at));
      expect(Math.round(pool.amount * 100) / 100).toBe(pool.amount);
    }
  });
});
