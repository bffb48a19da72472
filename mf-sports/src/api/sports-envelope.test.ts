import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sportsLaunchAtom } from 'shared/state';
import { sportsEnvelope } from './sports-resource';

afterEach(() => appStore.set(sportsLaunchAtom, null));

describe('the envelope of a sports book call', () => {
  it('carries the user id of the launch address the book was opened with', () => {
    appStore.set(sportsLaunchAtom, { venue: 'CRTY', state: 'ready', url: '/game/sport/crty?uid=42' });
    expect(sportsEnvelope('leagues', { market: 'FT', sport: 'FT', date: null }, 1)).toEqual({
      method: 'leagues',
      venueName: 'CRTY',
      uid: '42',
      Request: { market: 'FT', sport: 'FT', date: null, timestamp: 1, langx: 'zh-cn' },
    });
  });

  it('carries none before a launch is ready', () => {
    appStore.set(sportsLaunchAtom, { venue: 'CRTY', state: 'loading' });
    expect(sportsEnvelope('leagues', { market: 'FT', sport: 'FT', date: null }, 1)).not.toHaveProperty('uid');
  });
});
