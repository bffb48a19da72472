import { describe, expect, it } from 'vitest';
import { routePatterns, servedRoutes, type RouteName } from 'shared/routes';
import { memberNavItemsFor, navItemsFor, secondaryNavItemsFor, skipSportLanding } from './nav-items';

/** A route table serving `names` and nothing else. */
function serving(...names: RouteName[]) {
  const table = [...names.map((name) => ({ path: routePatterns[name], name })), { path: '/*', name: null }];
  return servedRoutes(table, { depositEnabled: true, origin: 'http://127.0.0.1:8080' });
}

const casino = ['realbet', 'chess', 'gaming', 'lottery', 'gameegame', 'gamefishing'] as const;

describe('navItemsFor', () => {
  it('lists every category when the route table serves every vertical', () => {
    const keys = navItemsFor(serving('home', 'sport', ...casino, 'venture', 'discount')).map((i) => i.key);
    expect(keys).toEqual([
      'home',
      'sport',
      'realbet',
      'egame',
      'lottery',
      'chess',
      'gaming',
      'fish',
      'venture',
      'discount',
    ]);
  });

  it('offers the agent programme at /agent only when its page is served', () => {
    expect(navItemsFor(serving('home', 'discount')).map((i) => i.key)).not.toContain('venture');
    expect(navItemsFor(serving('home', 'venture')).map((i) => [i.key, i.href])).toEqual([
      ['home', '/'],
      ['venture', '/agent'],
    ]);
  });

  it('drops the categories whose pages are not served', () => {
    const items = navItemsFor(serving('home', ...casino));
    expect(items.map((i) => i.key)).not.toContain('sport');
    expect(items.map((i) => i.key)).not.toContain('discount');
    expect(items.find((i) => i.key === 'fish')?.href).toBe('/game/fishing');
  });
});

describe('secondaryNavItemsFor', () => {
  it('shows sponsor, app and customer service only when their pages are served', () => {
    expect(secondaryNavItemsFor({ remotes: {} }, serving())).toEqual([]);
    const items = secondaryNavItemsFor({ remotes: {} }, serving('sponsor', 'helpTopic'));
    expect(items.map((i) => [i.key, i.href])).toEqual([
      ['sponsor', '/sponsor'],
      ['customer', '/app/help/zxkf'],
    ]);
  });

  it('links customer service to the help topic only when the brand has no chat', () => {
    const served = serving('sponsor', 'appdownload', 'helpTopic');
    expect(secondaryNavItemsFor({ remotes: {} }, served).map((i) => i.key)).toEqual(['sponsor', 'app', 'customer']);
    expect(secondaryNavItemsFor({ remotes: { chat: 'http://c' } }, served).map((i) => i.key)).toEqual([
      'sponsor',
      'app',
    ]);
  });
});

describe('memberNavItemsFor', () => {
  it('offers profile and message to a member once /mine/userinfo and /mine/message are served', () => {
    expect(memberNavItemsFor(true, serving('mine', 'userinfo', 'message')).map((i) => [i.key, i.href])).toEqual([
      ['profile', '/mine/userinfo'],
      ['message', '/mine/message'],
    ]);
  });

  it('leaves out a category whose page is not served', () => {
    expect(memberNavItemsFor(true, serving('mine', 'message')).map((i) => i.key)).toEqual(['message']);
    expect(memberNavItemsFor(true, serving('mine'))).toEqual([]);
  });

  it('offers nothing to a visitor', () => {
    expect(memberNavItemsFor(false, serving('mine', 'userinfo', 'message'))).toEqual([]);
    expect(memberNavItemsFor(false, serving('mine', 'vip', 'welfare'))).toEqual([]);
  });

  it('offers the vip and Welfare categories of SPEC §2 where /mine/vip and /mine/welfare are served', () => {
    expect(
      memberNavItemsFor(true, serving('mine', 'userinfo', 'vip', 'welfare', 'message')).map((i) => [i.key, i.href]),
    ).toEqual([
      ['profile', '/mine/userinfo'],
      ['vip', '/mine/vip'],
      ['Welfare', '/mine/welfare'],
      ['message', '/mine/message'],
    ]);
  });

  it('leaves vip and Welfare out where the brand has no promotions pages', () => {
    expect(memberNavItemsFor(true, serving('mine', 'userinfo', 'message')).map((i) => i.key)).toEqual([
      'profile',
      'message',
    ]);
    expect(memberNavItemsFor(true, serving('mine', 'welfare')).map((i) => i.key)).toEqual(['Welfare']);
  });
});

describe('skipSportLanding', () => {
  it('is the first game vertical served, never sports, home or a promotion', () => {
    expect(skipSportLanding(serving('home', 'sport', ...casino, 'discount'))).toBe('/game/realbet');
    expect(skipSportLanding(serving('home', 'sport', 'lottery', 'gameegame'))).toBe('/game/egame');
    expect(skipSportLanding(serving('home', 'sport', 'discount'))).toBeNull();
  });
});
