import { describe, expect, it } from 'vitest';
import { navItemsFor, secondaryNavItemsFor } from './nav-items';

describe('navItemsFor', () => {
  it('lists every category when every vertical is included', () => {
    const keys = navItemsFor({ remotes: { sports: 'http://a', casino: 'http://b', promotions: 'http://c' } }).map((i) => i.key);
    expect(keys).toEqual(['home', 'sport', 'realbet', 'egame', 'lottery', 'chess', 'gaming', 'fish', 'discount']);
  });

  it('drops the categories of a left-out vertical', () => {
    const items = navItemsFor({ remotes: { casino: 'http://b' } });
    expect(items.map((i) => i.key)).not.toContain('sport');
    expect(items.map((i) => i.key)).not.toContain('discount');
    expect(items.find((i) => i.key === 'fish')?.href).toBe('/game/fishing');
  });
});

describe('secondaryNavItemsFor', () => {
  it('shows sponsor, app and customer service only when their pages are routed', () => {
    expect(secondaryNavItemsFor({ remotes: {} }, new Set())).toEqual([]);
    const items = secondaryNavItemsFor({ remotes: {} }, new Set(['sponsor', 'helpTopic'] as const));
    expect(items.map((i) => [i.key, i.href])).toEqual([
      ['sponsor', '/sponsor'],
      ['customer', '/app/help/zxkf'],
    ]);
  });
});

describe('secondaryNavItemsFor', () => {
  const routed = new Set(['sponsor', 'appdownload', 'helpTopic'] as const);

  it('links customer service to the help topic only when the brand has no chat', () => {
    expect(secondaryNavItemsFor({ remotes: {} }, routed).map((i) => i.key)).toEqual(['sponsor', 'app', 'customer']);
    expect(secondaryNavItemsFor({ remotes: { chat: 'http://c' } }, routed).map((i) => i.key)).toEqual(['sponsor', 'app']);
  });
});
