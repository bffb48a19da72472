import { describe, expect, it } from 'vitest';
import { routePatterns, servedRoutes, type RouteName } from 'shared/routes';
import { mineMenuItems, servedMenuItems } from './menu-items';

function serving(...names: RouteName[]) {
  const table = [...names.map((name) => ({ path: routePatterns[name], name })), { path: '/mine/*', name: null }];
  return servedRoutes(table, { depositEnabled: true, origin: 'http://127.0.0.1:8080' });
}

describe('servedMenuItems', () => {
  it('offers only the pages the route table serves, in menu order', () => {
    expect(servedMenuItems(serving('mine', 'vip', 'betRecord'))).toEqual(['betRecord', 'vip']);
  });

  it('offers nothing while no member page is served', () => {
    expect(servedMenuItems(serving('mine'))).toEqual([]);
  });

  it('offers every entry once every page is served', () => {
    expect(servedMenuItems(serving('mine', ...mineMenuItems))).toEqual([...mineMenuItems]);
  });
});
