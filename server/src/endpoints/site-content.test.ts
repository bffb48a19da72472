import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getMyDiscountAd,
  getUnreadForType,
  getVenueInfoByCategory,
  navigationList,
  onlineCustomService,
  preInfo,
  queryNoticeListByPage,
} from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(async () => {
  await t.close();
});

describe('configuration', () => {
  it('gives each brand its own settings and echoes the caller IP', async () => {
    const flagship = await t.ok(preInfo, {}, { siteId: '1' });
    expect(flagship.ip).toBe('127.0.0.1');
    expect(flagship.siteBaseConfig).toMatchObject({
      depositSwitch: 1,
      professionalEdition: 1,
      h5DomainUrl: 'https://m.xingyao.example.com',
    });
    expect(flagship.siteBaseConfig.title).toContain('星耀体育');
    expect((await t.ok(preInfo, {}, { siteId: '2' })).siteBaseConfig).toMatchObject({
      depositSwitch: 0,
      professionalEdition: 0,
    });
    expect((await t.ok(preInfo, {}, { siteId: '3' })).siteBaseConfig).toMatchObject({
      depositSwitch: 1,
      professionalEdition: 1,
    });
  });

  it('refuses an unknown brand with 6003', async () => {
    expect((await t.call(preInfo, {}, { siteId: '99' })).envelope).toEqual({
      status_code: 6003,
      data: null,
      message: '请求拒绝',
    });
    expect((await t.call(onlineCustomService, {}, { siteId: '99' })).envelope.status_code).toBe(6003);
  });

  it('gives each brand its support-chat address', async () => {
    expect((await t.ok(onlineCustomService, {}, { siteId: '2' })).url).toContain('siteId=2');
  });
});

describe('advertising', () => {
  it('lists home banners in order with absolute image addresses of this server', async () => {
    const { list } = await t.ok(navigationList, { position: 'home_banner' });
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((i) => i.sort)).toEqual([...list.map((i) => i.sort)].sort((a, b) => a - b));
    expect(list[0]?.imageUrl).toMatch(/^http:\/\/localhost:80\/static\/nav\/\d+\.svg$/);
    const image = await t.app.inject({ method: 'GET', url: new URL(list[0]?.imageUrl ?? '').pathname });
    expect(image.statusCode).toBe(200);
  });

  it('shows a brand-specific banner only on its brand', async () => {
    const pro = await t.ok(navigationList, { position: 'home_banner' }, { siteId: '3' });
    const flagship = await t.ok(navigationList, { position: 'home_banner' }, { siteId: '1' });
    expect(pro.list.length).toBe(flagship.list.length + 1);
  });

  it('has entries, a sponsor and download items', async () => {
    expect((await t.ok(navigationList, { position: 'home_entry' })).list.length).toBeGreaterThanOrEqual(7);
    expect((await t.ok(navigationList, { position: 'sponsor' })).list).toHaveLength(1);
    const download = await t.ok(navigationList, { position: 'download' });
    expect(download.list.some((i) => i.link.type === 'url')).toBe(true);
  });

  it('pages notices newest first and hides scheduled ones', async () => {
    const first = await t.ok(queryNoticeListByPage, { pageNum: 1, pageSize: 5 });
    expect(first.total).toBe(13);
    expect(first.list).toHaveLength(5);
    const times = first.list.map((n) => n.publishTime);
    expect(times).toEqual([...times].sort().reverse());
    const last = await t.ok(queryNoticeListByPage, { pageNum: 3, pageSize: 5 });
    expect(last.list).toHaveLength(3);
    const all = await t.ok(queryNoticeListByPage, { pageNum: 1, pageSize: 100 });
    expect(all.list.some((n) => /<script|onerror=/.test(n.content))).toBe(true);
    expect(all.list.some((n) => n.title.includes('双十一'))).toBe(false);
  });

  it('pages activities, running ones first, and filters by category', async () => {
    const all = await t.ok(getMyDiscountAd, { pageNum: 1, pageSize: 100 });
    expect(all.total).toBeGreaterThanOrEqual(10);
    const running = all.list.map((a) => a.running);
    expect(running).toEqual([...running].sort((a, b) => Number(b) - Number(a)));
    expect(running.filter((r) => !r)).toHaveLength(3);
    const sport = await t.ok(getMyDiscountAd, { pageNum: 1, pageSize: 100, category: 'sport' });
    expect(sport.list.length).toBeGreaterThan(0);
    expect(sport.list.every((a) => a.category === 'sport')).toBe(true);
    expect(sport.total).toBe(sport.list.length);
  });
});

describe('games', () => {
  it('lists venues of every category with the local sports book first', async () => {
    const sports = await t.ok(getVenueInfoByCategory, { category: 'TY' });
    expect(sports.list[0]).toMatchObject({ enName: 'CRTY', name: '皇冠体育', hot: true, status: 'normal' });
    for (const category of ['ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY'] as const) {
      const { list } = await t.ok(getVenueInfoByCategory, { category });
      expect(list.length, category).toBeGreaterThanOrEqual(3);
      expect(list.every((v) => v.category === category && v.imageUrl.endsWith(`/static/venue/${v.venueId}.svg`))).toBe(
        true,
      );
    }
    const lottery = await t.ok(getVenueInfoByCategory, { category: 'CP' });
    expect(lottery.list.map((v) => v.enName)).toEqual(expect.arrayContaining(['G1CP', 'SGCP']));
    const live = await t.ok(getVenueInfoByCategory, { category: 'ZR' });
    expect(live.list.filter((v) => v.status === 'maintenance')).toHaveLength(1);
  });
});

describe('letters', () => {
  it('counts the demo member’s unread letters per category', async () => {
    const demo = await t.loginAs('demo888', 'demo1234');
    const counts = await t.ok(getUnreadForType, { userSystem: 1 }, { token: demo });
    // As seeded: one or two unread in every category.
    expect(counts).toEqual({
      brnotice_count: 1,
      bractivity_count: 1,
      brbulletin_count: 1,
      brmatch_count: 1,
      brfd_count: 1,
      notice_count: 2,
      activity_count: 1,
      fd_count: 1,
    });
  });

  it('has no unread letters for the plain member', async () => {
    const plain = await t.loginAs('test001', 'test1234');
    const counts = await t.ok(getUnreadForType, {}, { token: plain });
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });
});
