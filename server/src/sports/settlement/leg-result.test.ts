import { describe, expect, it } from 'vitest';
import { legResult, outrightLegResult, type FinalScore, type LegTerms } from './leg-result';

const score = (home: number, away: number, half: [number, number] | null = null): FinalScore => ({
  home,
  away,
  half: half === null ? null : { home: half[0], away: half[1] },
});

function leg(overrides: Partial<LegTerms>): LegTerms {
  return { sport: 'FT', w: 'R', r: 'H', ratio: '0.5', strong: 'H', betScore: null, ...overrides };
}

describe('legResult', () => {
  it('settles pre-match handicaps and totals on the full-time score', () => {
    expect(legResult(leg({ ratio: '0.5/1' }), score(2, 1))).toBe('LW');
    expect(legResult(leg({ r: 'C', ratio: '0.5/1' }), score(2, 1))).toBe('LL');
    expect(legResult(leg({ w: 'OU', r: 'U', ratio: '2.5/3', strong: null }), score(2, 1))).toBe('LL');
    expect(legResult(leg({ w: 'M', r: 'N', ratio: null, strong: null }), score(1, 1))).toBe('W');
    expect(legResult(leg({ w: 'EO', r: 'ODD', ratio: null, strong: null }), score(2, 1))).toBe('W');
  });

  it('counts only the goals after the bet for in-play football handicaps', () => {
    // Bet at 1-0 on home -0.5: the match ends 2-1, so after the bet it was 1-1.
    const live = leg({ w: 'RE', ratio: '0.5', betScore: { home: 1, away: 0 } });
    expect(legResult(live, score(2, 1))).toBe('L');
    expect(legResult({ ...live, ratio: '0' }, score(2, 1))).toBe('P');
    expect(legResult({ ...live, r: 'C', ratio: '0/0.5', strong: 'H' }, score(2, 1))).toBe('LW');
    // Totals and results in play count the whole match.
    expect(
      legResult(leg({ w: 'ROU', r: 'O', ratio: '2.5', strong: null, betScore: { home: 1, away: 0 } }), score(2, 1)),
    ).toBe('W');
    expect(
      legResult(leg({ w: 'RM', r: 'H', ratio: null, strong: null, betScore: { home: 1, away: 0 } }), score(2, 1)),
    ).toBe('W');
  });

  it('counts the whole match for in-play handicaps of other sports', () => {
    const basketball = leg({ sport: 'BK', w: 'RE', ratio: '5.5', betScore: { home: 50, away: 40 } });
    expect(legResult(basketball, score(101, 95))).toBe('W');
    expect(legResult(leg({ sport: 'BK', w: 'RM', r: 'H', ratio: null, strong: null }), score(99, 99))).toBe('P');
  });

  it('settles half-time plays on the half-time score', () => {
    expect(legResult(leg({ w: 'HR', ratio: '0/0.5' }), score(3, 0, [0, 0]))).toBe('LL');
    expect(legResult(leg({ w: 'HOU', r: 'O', ratio: '0.5/1', strong: null }), score(0, 3, [1, 0]))).toBe('LW');
    expect(legResult(leg({ w: 'HM', r: 'N', ratio: null, strong: null }), score(2, 0, [0, 0]))).toBe('W');
    // In play, a half handicap counts the half's goals after the bet.
    expect(legResult(leg({ w: 'HRE', ratio: '0', betScore: { home: 1, away: 0 } }), score(1, 1, [1, 1]))).toBe('L');
  });

  it('voids what it cannot read', () => {
    expect(legResult(leg({ ratio: null }), score(1, 0))).toBe('D2');
    expect(legResult(leg({ ratio: '0.3' }), score(1, 0))).toBe('D2');
    expect(legResult(leg({ w: 'HR' }), score(1, 0, null))).toBe('D3');
  });

  it('gives an outright to its winner', () => {
    expect([outrightLegResult('FS03', 'FS03'), outrightLegResult('FS01', 'FS03')]).toEqual(['W', 'L']);
  });
});
