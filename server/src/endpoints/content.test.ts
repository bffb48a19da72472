import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotLiveMatches, sponsorContent } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sponsorContent', () => {
  it('lists the four sponsorships in order with generated pictures of this server', async () => {
    const { list } = await t.ok(sponsorContent, {});
    expect(list.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(list.map((s) => s.partner)).toEqual(['阿斯顿维拉足球俱乐部', '澳大利亚国家篮球联赛', 'LGD电子竞技俱乐部', '澳门国际马拉松']);
    expect(list.every((s) => s.content.startsWith('<p>'))).toBe(true);
    expect(list[0]?.imageUrl).toMatch(/^http:\/\/localhost:80\/static\/sponsor\/1\.svg$/);
  });

  it('serves each sponsorship picture as an SVG drawn from its partner', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/static/sponsor/3.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('LGD电子竞技俱乐部');
    expect((await t.app.inject({ method: 'GET', url: '/static/sponsor/99.svg' })).statusCode).toBe(404);
  });
});

describe('hotLiveMatches', () => {
  it('gives the first six matches by default, live ones with scores and kick-off in the past', async () => {
    const before = Date.now();
    const { list } = await t.ok(hotLiveMatches, { size: 6 });
    expect(list).toHaveLength(6);
    expect(new Set(list.map((m) => m.sportType))).toEqual(new Set(['FT', 'BK', 'ES']));
    const live = list.filter((m) => m.isLive);
    expect(live.length).toBeGreaterThanOrEqual(3);
    expect(live.every((m) => Date.parse(m.startTime) < before)).toBe(true);
    expect(list.filter((m) => !m.isLive).every((m) => Date.parse(m.startTime) > before && m.scoreHome === 0)).toBe(true);
  });

  it('prices football with a draw and basketball without one', async () => {
    const { list } = await t.ok(hotLiveMatches, { size: 8 });
    expect(list.find((m) => m.matchId === 'FT-9001')?.odds).toEqual({ home: 3.6, draw: 3.2, away: 2.05 });
    expect(list.find((m) => m.matchId === 'BK-9101')?.odds).toEqual({ home: 1.65, draw: null, away: 2.2 });
    expect(list.find((m) => m.matchId === 'BK-9102')?.odds).toBeNull();
    expect(list.some((m) => m.sportType === 'TN')).toBe(true);
  });

  it('limits the list to size', async () => {
    expect((await t.ok(hotLiveMatches, { size: 2 })).list.map((m) => m.matchId)).toEqual(['FT-9001', 'FT-9002']);
  });
});
