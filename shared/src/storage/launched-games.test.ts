import { afterEach, describe, expect, it } from 'vitest';
import { findLaunchedGame, LAUNCHED_GAMES_KEY, recordLaunchedGame } from './launched-games';

const stored = () => JSON.parse(sessionStorage.getItem(LAUNCHED_GAMES_KEY) ?? '[]') as unknown;

afterEach(() => sessionStorage.clear());

describe('recordLaunchedGame', () => {
  it('keeps each launched address once, newest last, and at most twenty', () => {
    recordLaunchedGame('https://a.example.com/', 'A');
    recordLaunchedGame('https://b.example.com/', 'B');
    recordLaunchedGame('https://a.example.com/', 'A2');
    expect(stored()).toEqual([
      { url: 'https://b.example.com/', title: 'B' },
      { url: 'https://a.example.com/', title: 'A2' },
    ]);
    for (let i = 0; i < 25; i += 1) recordLaunchedGame(`https://g${i}.example.com/`, '');
    expect(stored()).toHaveLength(20);
  });

  it('starts over from an unreadable entry', () => {
    sessionStorage.setItem(LAUNCHED_GAMES_KEY, '{oops');
    recordLaunchedGame('https://a.example.com/', 'A');
    expect(stored()).toEqual([{ url: 'https://a.example.com/', title: 'A' }]);
  });
});

describe('findLaunchedGame', () => {
  it('finds only an address this tab launched, with its title', () => {
    recordLaunchedGame('https://game.example.com/play?t=1', '百家乐');
    expect(findLaunchedGame('https://game.example.com/play?t=1')).toEqual({
      url: 'https://game.example.com/play?t=1',
      title: '百家乐',
    });
    expect(findLaunchedGame('https://phish.example.com/')).toBeNull();
  });

  it('finds nothing in unreadable storage', () => {
    sessionStorage.setItem(LAUNCHED_GAMES_KEY, '[{"url":1}]');
    expect(findLaunchedGame('https://game.example.com/')).toBeNull();
  });
});
