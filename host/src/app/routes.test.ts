import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { parseBrandConfig, type BrandConfig } from 'shared/config';
import type { RouteHandle } from '../navigation/route-handle';
import { buildRoutes } from './routes';

function brandWith(remotes: Record<string, string>): BrandConfig {
  const parsed = parseBrandConfig({ brand: 't', siteId: '1', siteName: '测试站', apiBaseUrl: 'http://127.0.0.1:1', chatSocketUrl: 'ws://127.0.0.1:1', remotes });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.config;
}

const full = brandWith({ sports: 'http://a/m.json', casino: 'http://b/m.json', account: 'http://c/m.json', promotions: 'http://d/m.json' });

function screenAt(routes: RouteObject[], path: string): RouteHandle['name'] | undefined {
  const handles = (matchRoutes(routes, path) ?? []).map((m) => m.route.handle as RouteHandle | undefined).filter(Boolean);
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
