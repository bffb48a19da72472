import { describe, expect, it } from 'vitest';
import { routePatterns, type RouteName } from '../routes/paths';
import { verticalOfRoute } from './vertical-routes';

describe('verticalOfRoute', () => {
  it('names the vertical whose remote draws each switchable screen', () => {
    expect(verticalOfRoute('sport')).toBe('sports');
    expect(verticalOfRoute('betRecord')).toBe('sports');
    expect(verticalOfRoute('realbet')).toBe('casino');
    expect(verticalOfRoute('pgGame')).toBe('casino');
    expect(verticalOfRoute('saveMoney')).toBe('wallet');
    expect(verticalOfRoute('welfare')).toBe('promotions');
  });

  it('leaves the host pages, login and the member centre to no switch', () => {
    for (const name of [
      'home',
      'loading',
      'help',
      'helpTopic',
      'sponsor',
      'mine',
      'userinfo',
      'auth',
      'feedback',
      'message',
      'game',
    ] as const) {
      expect(verticalOfRoute(name)).toBeNull();
    }
  });

  it('every /game/ and /activity/ screen but the game-by-url page belongs to a switchable vertical', () => {
    const names = Object.keys(routePatterns) as RouteName[];
    const verticalPages = names.filter((name) => /^\/(game|activity)\//.test(routePatterns[name]) && name !== 'game');
    expect(verticalPages.length).toBeGreaterThan(10);
    for (const name of verticalPages) expect(verticalOfRoute(name), name).not.toBeNull();
  });
});
