import { describe, expect, it } from 'vitest';
import { internalPath, servedRoutes, type RouteTable } from './served';

const ORIGIN = 'http://127.0.0.1:8080';

/** A brand without sports: its fixed paths are explicit not-found routes ahead of /game/:info. */
const table: RouteTable = [
  { path: '/loading', name: 'loading' },
  { path: '/', name: 'home' },
  { path: '/redirect/*', name: 'redirectPath' },
  { path: '/sponsor', name: 'sponsor' },
  { path: '/app/help/:topic', name: 'helpTopic' },
  { path: '/game/realbet', name: 'realbet' },
  { path: '/game/sport', name: null },
  { path: '/game/sport/:enName', name: null },
  { path: '/game/:info', name: 'game' },
  { path: '/activity/discount', name: 'discount' },
  { path: '/mine', name: 'mine' },
  { path: '/mine/savemoney', name: 'saveMoney' },
  { path: '/mine/*', name: null },
  { path: '/*', name: null },
];

const served = (depositEnabled = true) => servedRoutes(table, { depositEnabled, origin: ORIGIN });

describe('servedRoutes: screen names', () => {
  it('serves exactly the named routes of the table', () => {
    expect(served().isServed('home')).toBe(true);
    expect(served().isServed('mine')).toBe(true);
    expect(served().isServed('wallet')).toBe(false);
    expect(served().isServed('vip')).toBe(false);
    expect(served().isServed('sport')).toBe(false);
  });

  it('does not serve the deposit page while deposits are off', () => {
    expect(served(true).isServed('saveMoney')).toBe(true);
    expect(served(false).isServed('saveMoney')).toBe(false);
    expect(served(false).isServed('helpTopic')).toBe(true);
  });
});

describe('servedRoutes: paths, ranked like the router', () => {
  it.each([
    ['/', 'home'],
    ['/game/realbet', 'realbet'],
    ['/game/AG-live', 'game'],
    ['/game/sport', null],
    ['/game/sport/crty', null],
    ['/mine', 'mine'],
    ['/mine/vip', null],
    ['/activity/discount', 'discount'],
    ['/activity/firstDeposit/1', null],
    ['/app/help/zxkf', 'helpTopic'],
    ['/redirect/game/realbet', 'redirectPath'],
    ['/redirect/mine/vip', null],
    ['/redirect', null],
    ['/no/such/page', null],
  ] as const)('%s shows %s', (path, name) => {
    expect(served().screenAt(path)).toBe(name);
  });

  it('turns the deposit paths into not-found while deposits are off', () => {
    expect(served(false).screenAt('/mine/savemoney')).toBeNull();
    expect(served(false).screenAt('/app/help/ck')).toBeNull();
    expect(served(true).screenAt('/app/help/ck')).toBe('helpTopic');
  });
});

describe('servedRoutes: hrefs', () => {
  it('judges this site’s links by their path, ignoring query and hash', () => {
    expect(served().isServedHref('/sponsor?from=banner#top')).toBe(true);
    expect(served().isServedHref(`${ORIGIN}/game/realbet`)).toBe(true);
    expect(served().isServedHref('/activity/racePage/3')).toBe(false);
    expect(served().isServedHref(`${ORIGIN}/mine/vip`)).toBe(false);
  });

  it('leaves other sites and schemes alone', () => {
    expect(served().isServedHref('https://m.example.com/mine/vip')).toBe(true);
    expect(served().isServedHref('http://127.0.0.1:9999/mine/vip')).toBe(true);
    expect(served().isServedHref('mailto:help@example.com')).toBe(true);
  });
});

describe('internalPath', () => {
  it('gives the path of a same-origin address and null for anything else', () => {
    expect(internalPath('/mine/vip', ORIGIN)).toBe('/mine/vip');
    expect(internalPath('sponsor', ORIGIN)).toBe('/sponsor');
    expect(internalPath(`${ORIGIN}/download?x=1`, ORIGIN)).toBe('/download');
    expect(internalPath('//evil.example.com/mine', ORIGIN)).toBeNull();
    expect(internalPath('https://example.com/', ORIGIN)).toBeNull();
    expect(internalPath('javascript:alert(1)', ORIGIN)).toBeNull();
  });
});

describe('servedRoutes: the live vertical switches', () => {
  const on = { state: 'on' } as const;
  const verticals = (casino: 'on' | 'off' | 'maintenance', promotions: 'on' | 'off' | 'maintenance' = 'on') => ({
    sports: on,
    casino: { state: casino },
    wallet: on,
    promotions: { state: promotions },
    chat: on,
  });
  const live = (casino: 'on' | 'off' | 'maintenance', promotions: 'on' | 'off' | 'maintenance' = 'on') =>
    servedRoutes(table, { depositEnabled: true, origin: ORIGIN, verticals: verticals(casino, promotions) });

  it('serves no screen of a vertical the operator switched off or into maintenance', () => {
    expect(live('off').isServed('realbet')).toBe(false);
    expect(live('maintenance').isServed('realbet')).toBe(false);
    expect(live('off').screenAt('/game/realbet')).toBeNull();
    expect(live('off').isServedHref('/game/realbet')).toBe(false);
    // A switched-off path does not fall through to the dynamic /game/:info either.
    expect(live('maintenance').isServedHref(`${ORIGIN}/game/realbet`)).toBe(false);
    expect(live('on', 'maintenance').isServedHref('/activity/discount')).toBe(false);
    expect(live('on', 'off').isServedHref('/redirect/activity/discount')).toBe(false);
  });

  it('leaves the other verticals and the host pages alone, and serves the vertical again when it is back on', () => {
    expect(live('off').isServed('discount')).toBe(true);
    expect(live('off').isServed('home')).toBe(true);
    expect(live('off').isServedHref('/game/anything')).toBe(true);
    expect(live('on').isServedHref('/game/realbet')).toBe(true);
    // Before the first answer every vertical counts as on.
    expect(servedRoutes(table, { depositEnabled: true, origin: ORIGIN, verticals: null }).isServed('realbet')).toBe(
      true,
    );
  });
});

describe('servedRoutes: answers kept per path', () => {
  it('answers a path asked again the same, including through /redirect', () => {
    const routes = served();
    for (const path of ['/game/realbet', '/redirect/game/realbet', '/nope', '/mine/savemoney']) {
      expect(routes.screenAt(path)).toBe(served().screenAt(path));
      expect(routes.screenAt(path)).toBe(routes.screenAt(path));
    }
  });
});
