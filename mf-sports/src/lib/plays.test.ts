import { describe, expect, it } from 'vitest';
import { betGameId, isDoubleHandicap, isHalfTimePlay, oddsTypeLabelKey } from './plays';

describe('plays', () => {
  it('knows the double-handicap codes', () => {
    for (const w of ['R', 'OU', 'RE', 'ROU', 'HR', 'HOU', 'RN', 'RS']) expect(isDoubleHandicap(w)).toBe(true);
    for (const w of ['M', 'EO', 'RM', 'FS', 'HM']) expect(isDoubleHandicap(w)).toBe(false);
  });

  it('places half-time plays on the half match', () => {
    const match = { gameId: 'g1', hgid: 'h1' };
    expect(betGameId(match, 'HR')).toBe('h1');
    expect(betGameId(match, 'HROU')).toBe('h1');
    expect(betGameId(match, 'R')).toBe('g1');
    // Starts with H but is not on the list.
    expect(isHalfTimePlay('HX')).toBe(false);
  });

  it('labels double-handicap plays with the format and others with the play only', () => {
    expect(oddsTypeLabelKey('R', 'H')).toBe('odds.format.H');
    expect(oddsTypeLabelKey('ROU', 'M')).toBe('odds.format.M');
    expect(oddsTypeLabelKey('M', 'H')).toBeNull();
  });
});
