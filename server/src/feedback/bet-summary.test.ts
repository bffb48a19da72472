import { describe, expect, it } from 'vitest';
import { casinoBetSummary, sportsBetSummary } from './bet-summary';

const leg = { league: '英超', team_h: '曼联', team_c: '切尔西', title: null, pick: '曼联', odds: 1.95 };

describe('sportsBetSummary', () => {
  it('names the match, the pick, the price and the state of a single', () => {
    expect(sportsBetSummary('settled', [leg])).toBe('英超 曼联 vs 切尔西：曼联 @1.95（已结算）');
    expect(sportsBetSummary('delay', [leg])).toBe('英超 曼联 vs 切尔西：曼联 @1.95（待确认）');
  });

  it('names an outright by its title', () => {
    expect(sportsBetSummary('accepted', [{ ...leg, title: '英超冠军', pick: '阿森纳', odds: 5 }])).toBe(
      '英超 英超冠军：阿森纳 @5.00（未结算）',
    );
  });

  it('gives a parlay its size and first leg', () => {
    expect(sportsBetSummary('rejected', [leg, { ...leg, team_h: '利物浦', team_c: '热刺', pick: '大 2.5' }, leg])).toBe(
      '3串1 英超 曼联 vs 切尔西：曼联 @1.95 等（已拒绝）',
    );
  });
});

describe('casinoBetSummary', () => {
  it('names the game and what the round showed', () => {
    expect(casinoBetSummary('麻将胡了', '🀄🀄🀄 · 三连 ×10')).toBe('麻将胡了：🀄🀄🀄 · 三连 ×10');
    expect(casinoBetSummary('捕鱼达人', '')).toBe('捕鱼达人');
  });
});
