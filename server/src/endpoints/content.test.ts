import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotLiveMatches, sponsorContent } from 'shared/contract';
import { hotMatchesOf } from '../sports/book/hot-matches';
import type { SportsVenue } from '../sports/sports-venue';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';

const clock = createTestClock();
let t: TestApp;
let venue: SportsVenue;
beforeAll(async () => {
  // The engine runs only when told (tick), so a call sees exactly the state the test played to.
  t = await createTestApp({ clock: clock.now, sports: { autoRun: false, feedRate: 0 } });
  venue = t.app.sportsVenue;
  // The engine's first tick only sets its clock; later ones play the time since.
  venue.tick(clock.now().getTime());
});
afterAll(async () => {
  await t.close();
});

/** Plays the book forward by `ms`. */
function tick(ms: number): void {
  clock.advance(ms);
  venue.tick(clock.now().getTime());
}

describe('sponsorContent', () => {
  it('lists the four sponsorships in order with generated pictures of this server', async () => {
    const { list } = await t.ok(sponsorContent, {});
    expect(list.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(list.map((s) => s.partner)).toEqual([
      '阿斯顿维拉足球俱乐部',
      '澳大利亚国家篮球联赛',
      'LGD电子竞技俱乐部',
      '澳门国际马拉松',
    ]);
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
  it('answers the sports book’s matches as they stand: live first, then today’s, six by default', async () => {
    const { list } = await t.ok(hotLiveMatches, { size: 8 });
    expect(list).toEqual(hotMatchesOf(venue.book, 8, clock.now()));
    expect(list).toHaveLength(8);
    for (const item of list) {
      const match = venue.book.findMatch(item.matchId);
      expect(match?.fixture.teamH).toBe(item.home);
      expect(item).toMatchObject({
        isLive: match?.state.status === 'live',
        status: match?.state.status,
        scoreHome: match?.state.scoreH,
        scoreAway: match?.state.scoreC,
      });
    }
    const live = list.map((m) => m.isLive);
    expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
    expect((await t.ok(hotLiveMatches, {})).list).toHaveLength(6);
    expect((await t.ok(hotLiveMatches, { size: 2 })).list.map((m) => m.matchId)).toEqual(
      list.slice(0, 2).map((m) => m.matchId),
    );
  });

  it('moves as the engine plays: a goal shows in the score, the clock runs, a finished match leaves the list', async () => {
    const first = await t.ok(hotLiveMatches, { size: 20 });
    // The football match in play with the most of its half still to go.
    const playing = first.list.filter((m) => m.sportType === 'FT' && (m.period === '1H' || m.period === '2H'));
    const periodMs = (id: string) => venue.book.findMatch(id)?.state.periodMs ?? Infinity;
    const listed = playing.sort((a, b) => periodMs(a.matchId) - periodMs(b.matchId))[0];
    if (listed === undefined) throw new Error('no football half under way among the hot matches');
    const match = venue.book.findMatch(listed.matchId)!;
    // A side scoring 500 a match: a minute of play all but surely brings a goal.
    const rate = match.fixture.model.homeRate;
    match.fixture.model.homeRate = 500;
    for (let minute = 0; minute < 5 && match.state.scoreH === listed.scoreHome; minute++) tick(60_000);
    match.fixture.model.homeRate = rate;
    const scored = (await t.ok(hotLiveMatches, { size: 20 })).list.find((m) => m.matchId === listed.matchId);
    expect(scored?.scoreHome).toBeGreaterThan(listed.scoreHome);
    expect(scored?.scoreHome).toBe(match.state.scoreH);
    expect(scored?.clock).not.toBe(listed.clock);

    await venue.finish(listed.matchId, match.state.scoreH, match.state.scoreC, clock.now().getTime());
    const after = await t.ok(hotLiveMatches, { size: 20 });
    expect(after.list.some((m) => m.matchId === listed.matchId)).toBe(false);
    expect(after.list).toHaveLength(20);
  });
});
