import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'shared/router';
import type { BrandConfig } from 'shared/config';
import { servedRoutes } from 'shared/routes';
import type { RouteHandle } from '../navigation/route-handle';
import zhCN from '../i18n/zh-CN.json';
import { testBrand } from '../testing/test-brand';
import { buildRoutes, routeTableOf } from './routes';

function brandWith(remotes: Record<string, string>): BrandConfig {
  return testBrand({ remotes });
}

const full = brandWith({
  sports: 'http://a/m.json',
  casino: 'http://b/m.json',
  account: 'http://c/m.json',
  promotions: 'http://d/m.json',
});

function screenAt(routes: RouteObject[], path: string): RouteHandle['name'] | undefined {
  const handles = (matchRoutes(routes, path) ?? [])
    .map((m) => m.route.handle as RouteHandle | undefined)
    .filter(Boolean);
  return handles.at(-1)?.name;
}

describe('the route table', () => {
  const routes = buildRoutes(full);

  it.each([
    ['/', 'home'],
    ['/game/sport', 'sport'],
    ['/game/sport/crty', 'localSport'],
    ['/game/chess', 'chess'],
    ['/game/AG-live', 'game'],
    ['/pg/game', 'pgGame'],
    ['/dz/game', 'dzGame'],
    ['/redirect/game/chess', 'redirectPath'],
    ['/mine', 'mine'],
    ['/loading', 'loading'],
    ['/sponsor', 'sponsor'],
    ['/download', 'appdownload'],
    ['/app/help', 'help'],
    ['/app/help/zxkf', 'helpTopic'],
    ['/no/such/page', 'notFound'],
  ])('serves %s as %s', (path, name) => {
    expect(screenAt(routes, path)).toBe(name);
  });

  it('sends the paths of a left-out vertical to not-found, not to the game-by-url page', () => {
    const lite = buildRoutes(brandWith({ casino: 'http://b/m.json' }));
    expect(screenAt(lite, '/game/sport')).toBe('notFound');
    expect(screenAt(lite, '/game/sport/crty')).toBe('notFound');
    expect(screenAt(lite, '/game/realbet')).toBe('realbet');
  });

  it('carries each route meta in its handle', () => {
    const local = matchRoutes(routes, '/game/sport/crty')?.at(-1)?.route.handle as RouteHandle;
    expect(local.meta).toMatchObject({ requiresAuth: true, fullWidth: true, noFooter: true });
  });
});

describe('the published route table', () => {
  const lite = brandWith({ casino: 'http://b/m.json', promotions: 'http://d/m.json' });
  const paths = [
    '/',
    '/loading',
    '/pg/game',
    '/dz/game',
    '/game/sport',
    '/game/sport/crty',
    '/game/chess',
    '/game/AG-live',
    '/redirect/game/chess',
    '/sponsor',
    '/download',
    '/app/help',
    '/app/help/zxkf',
    '/activity/discount',
    '/activity/firstDeposit/1',
    '/activity/racePage/3',
    '/mine',
    '/mine/betRecord',
    '/mine/vip',
    '/mine/savemoney',
    '/no/such/page',
  ];

  it.each([
    ['full', full],
    ['lite', lite],
  ])('shows the same screen as the router for every path (%s brand)', (_, brand) => {
    const routes = buildRoutes(brand);
    const served = servedRoutes(routeTableOf(routes), { depositEnabled: true, origin: 'http://127.0.0.1:8080' });
    for (const path of paths) {
      const name = screenAt(routes, path);
      expect(served.screenAt(path), path).toBe(name === 'notFound' ? null : name);
    }
  });

  it('serves the pages built so far and none of the later ones', () => {
    const served = servedRoutes(routeTableOf(buildRoutes(full)), {
      depositEnabled: true,
      origin: 'http://127.0.0.1:8080',
    });
    for (const name of [
      'home',
      'sport',
      'localSport',
      'realbet',
      'gameegame',
      'venture',
      'discount',
      'mine',
      'userinfo',
      'auth',
      'message',
      'feedback',
      'introTutorial',
      'vip',
      'vipDetail',
      'welfare',
      'giftRecord',
      'firstDeposit',
      'activityRacePage',
      'friendInvitation',
      'betRecord',
      'helpTopic',
      'sponsor',
      'appdownload',
    ] as const) {
      expect(served.isServed(name), name).toBe(true);
    }
    for (const name of ['wallet', 'saveMoney', 'exchange'] as const) {
      expect(served.isServed(name), name).toBe(false);
    }
  });
});

/** Every handle of a route table, depth first. */
function handlesOf(routes: readonly RouteObject[]): RouteHandle[] {
  return routes.flatMap((route) => [
    ...(route.handle ? [route.handle as RouteHandle] : []),
    ...handlesOf(route.children ?? []),
  ]);
}

describe('page titles', () => {
  it('every route of the full brand has its tab and window title in host:title', () => {
    const wallet = brandWith({
      sports: 'http://a/m.json',
      casino: 'http://b/m.json',
      account: 'http://c/m.json',
      promotions: 'http://d/m.json',
      wallet: 'http://e/m.json',
      chat: 'http://f/m.json',
    });
    const titles: Record<string, string> = zhCN.title;
    for (const handle of handlesOf(buildRoutes(wallet))) expect(titles[handle.title], handle.title).toBeTruthy();
  });
});
