// Test data only: a match of the contract with sensible defaults, for the feed and book tests.
import type { Outright, SportMatch, SportMarketLine } from 'shared/contract';

export function testMarket(overrides: Partial<SportMarketLine> & Pick<SportMarketLine, 'w'>): SportMarketLine {
  return { ratio: null, strong: null, open: true, prices: [], ...overrides };
}

/** A football match with a handicap, total, 1X2, odd/even and the half-time handicap and 1X2. */
export function testMatch(overrides: Partial<SportMatch> = {}): SportMatch {
  return {
    gameId: 'g1',
    gide: 'e1',
    hgid: 'h1',
    league_id: 100021,
    league: '英格兰超级联赛',
    gameType: 'FT',
    team_h: '曼城',
    team_c: '利物浦',
    startTime: '2025-11-22T12:30:00.000Z',
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
      testMarket({
        w: 'R',
        ratio: '0.5/1',
        strong: 'H',
        prices: [
          { r: 'H', odds: 1.95 },
          { r: 'C', odds: 1.9 },
        ],
      }),
      testMarket({
        w: 'OU',
        ratio: '2.5',
        prices: [
          { r: 'O', odds: 1.85 },
          { r: 'U', odds: 2.0 },
        ],
      }),
      testMarket({
        w: 'M',
        prices: [
          { r: 'H', odds: 2.1 },
          { r: 'C', odds: 3.4 },
          { r: 'N', odds: 3.2 },
        ],
      }),
      testMarket({
        w: 'EO',
        prices: [
          { r: 'ODD', odds: 1.93 },
          { r: 'EVEN', odds: 1.93 },
        ],
      }),
      testMarket({
        w: 'HR',
        ratio: '0/0.5',
        strong: 'C',
        prices: [
          { r: 'H', odds: 1.88 },
          { r: 'C', odds: 1.98 },
        ],
      }),
      testMarket({
        w: 'HM',
        prices: [
          { r: 'H', odds: 2.8 },
          { r: 'C', odds: 3.9 },
          { r: 'N', odds: 2.1 },
        ],
      }),
    ],
    ...overrides,
  };
}

export function testOutright(overrides: Partial<Outright> = {}): Outright {
  return {
    gameId: 'o1',
    league_id: 100021,
    league: '英格兰超级联赛',
    gameType: 'FT',
    title: '英超 2025/26 冠军',
    closesAt: '2026-05-20T12:00:00.000Z',
    open: true,
    rates: [
      { rtype: 'R1', name: '曼城', odds: 2.75 },
      { rtype: 'R2', name: '阿森纳', odds: 3.5 },
    ],
    ...overrides,
  };
}
