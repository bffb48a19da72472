import { describe, expect, it } from 'vitest';
import { tabAfterClose, tabHref, tabsReducer, type Tab } from './tabs';

const tab = (key: string, search = ''): Tab<string> => ({
  key,
  title: key,
  pathname: key,
  search,
  keepAlive: true,
  payload: `element ${key}`,
});

describe('tabsReducer', () => {
  it('adds a visited page once, in visiting order', () => {
    let tabs = tabsReducer<string>([], { type: 'visit', tab: tab('/') });
    tabs = tabsReducer(tabs, { type: 'visit', tab: tab('/game/chess') });
    const again = tabsReducer(tabs, { type: 'visit', tab: tab('/') });
    expect(again).toBe(tabs);
    expect(tabs.map((t) => t.key)).toEqual(['/', '/game/chess']);
  });

  it('remembers the latest query but keeps the first element', () => {
    const tabs = tabsReducer([tab('/mine/betRecord')], {
      type: 'visit',
      tab: { ...tab('/mine/betRecord', '?day=7'), payload: 'new element' },
    });
    expect(tabs[0]?.search).toBe('?day=7');
    expect(tabs[0]?.payload).toBe('element /mine/betRecord');
  });

  it('closes and evicts a tab', () => {
    const tabs = [tab('/'), tab('/agent')];
    expect(tabsReducer(tabs, { type: 'close', key: '/agent' }).map((t) => t.key)).toEqual(['/']);
    expect(tabsReducer(tabs, { type: 'evict', key: '/nowhere' })).toBe(tabs);
  });
});

describe('tabAfterClose', () => {
  const tabs = [tab('/'), tab('/game/chess', '?t=1'), tab('/agent')];

  it('goes to the previous tab when the active one closes', () => {
    expect(tabAfterClose(tabs, '/agent', '/agent')?.key).toBe('/game/chess');
    expect(tabHref(tabAfterClose(tabs, '/game/chess', '/game/chess') as Tab)).toBe('/');
  });

  it('goes to the next tab when the first one closes, and nowhere for a background tab', () => {
    expect(tabAfterClose(tabs, '/', '/')?.key).toBe('/game/chess');
    expect(tabAfterClose(tabs, '/', '/agent')).toBeUndefined();
    expect(tabAfterClose([tab('/')], '/', '/')).toBeNull();
  });
});
