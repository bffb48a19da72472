import { describe, expect, it } from 'vitest';
import type { SportMatch } from 'shared/contract';
import { keepUnchangedMatches } from './keep-unchanged-matches';

function match(gameId: string, overrides: Partial<SportMatch> = {}): SportMatch {
  return {
    gameId,
    gide: gameId,
    hgid: `${gameId}h`,
    league_id: 100021,
    league: '英格兰超级联赛',
    gameType: 'FT',
    team_h: '主队',
    team_c: '客队',
    startTime: '2026-11-22T12:00:00.000Z',
    isLive: false,
    gameStatus: 'upcoming',
    re_time: '',
    t_count: 0,
    se_now: '',
    HalfTime: false,
    inningNum: 0,
    sc_FT_H: 0,
    sc_FT_C: 0,
    sc_set_H: 0,
    sc_set_A: 0,
    sc_game_H: 0,
    sc_game_A: 0,
    markets: [
      {
        w: 'R',
        ratio: '0.5',
        strong: 'H',
        open: true,
        prices: [
          { r: 'H', odds: 1.9 },
          { r: 'C', odds: 1.95 },
        ],
      },
    ],
    ...overrides,
  };
}

describe('keepUnchangedMatches', () => {
  it('keeps the old object when only live values and prices moved', () => {
    const old = match('g1');
    const fresh = match('g1', {
      sc_FT_H: 1,
      markets: [
        {
          w: 'R',
          ratio: '0.5/1',
          strong: 'H',
          open: false,
          prices: [
            { r: 'H', odds: 2.1 },
            { r: 'C', odds: 1.75 },
          ],
        },
      ],
    });
    expect(keepUnchangedMatches([old], [fresh])[0]).toBe(old);
  });

  it('takes the new object when the plays, picks or teams changed, and for new matches', () => {
    const old = match('g1');
    const inPlay = match('g1', {
      markets: [
        {
          w: 'RE',
          ratio: '0.5',
          strong: 'H',
          open: true,
          prices: [
            { r: 'H', odds: 1.9 },
            { r: 'C', odds: 1.95 },
          ],
        },
      ],
    });
    const renamed = match('g1', { team_h: '另一队' });
    const added = match('g2');
    expect(keepUnchangedMatches([old], [inPlay])[0]).toBe(inPlay);
    expect(keepUnchangedMatches([old], [renamed])[0]).toBe(renamed);
    const result = keepUnchangedMatches([old], [old, added]);
    expect(result[1]).toBe(added);
  });

  it('follows the new order and drops matches that left', () => {
    const a = match('a');
    const b = match('b');
    expect(keepUnchangedMatches([a, b], [match('b')])).toEqual([b]);
    expect(keepUnchangedMatches([a, b], [match('b'), match('a')])[1]).toBe(a);
  });
});
