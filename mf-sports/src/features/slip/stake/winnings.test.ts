import { describe, expect, it } from 'vitest';
import { formatWinnings, multipleWinnings, potentialWinnings, seriesWinnings, winningsOdds } from './winnings';

describe('potentialWinnings', () => {
  it('is stake × odds to the cent', () => {
    expect(potentialWinnings(100, 0.95)).toBe(95);
    expect(potentialWinnings('100', 1.95)).toBe(195);
    expect(potentialWinnings(33.33, 0.87)).toBe(29);
    expect(potentialWinnings(10, 0.555)).toBe(5.55);
    expect(potentialWinnings(1.01, 1.01)).toBe(1.02);
  });

  it('gives 0 for a non-number', () => {
    expect(potentialWinnings('abc', 0.95)).toBe(0);
    expect(potentialWinnings('', 0.95)).toBe(0);
    expect(potentialWinnings(100, Number.NaN)).toBe(0);
    expect(potentialWinnings(undefined, 0.95)).toBe(0);
    expect(potentialWinnings(true, 0.95)).toBe(0);
    expect(potentialWinnings(100, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('turns a negative into 0', () => {
    expect(potentialWinnings(-100, 0.95)).toBe(0);
    expect(potentialWinnings(100, -1.05)).toBe(0);
  });
});

describe('formatWinnings', () => {
  it('shows 2 decimals', () => {
    expect(formatWinnings(95)).toBe('95.00');
    expect(formatWinnings(5.5)).toBe('5.50');
    expect(formatWinnings(Number.NaN)).toBe('0.00');
    expect(formatWinnings(-3)).toBe('0.00');
  });
});

describe('winningsOdds', () => {
  it('uses the European price for E and the Hong Kong figure for H, I and M', () => {
    expect(winningsOdds(1.95, 'E')).toBe(1.95);
    expect(winningsOdds(1.95, 'H')).toBeCloseTo(0.95);
    // Indonesian shows −1.05 for this price, Malay −0.67 for 2.5: the Hong Kong win is used.
    expect(winningsOdds(1.95, 'I')).toBeCloseTo(0.95);
    expect(winningsOdds(2.5, 'M')).toBeCloseTo(1.5);
  });

  it('keeps winnings meaningful for negative Indonesian and Malay prices', () => {
    expect(potentialWinnings(100, winningsOdds(1.95, 'I'))).toBe(95);
    expect(potentialWinnings(100, winningsOdds(2.5, 'M'))).toBe(150);
  });
});

describe('seriesWinnings', () => {
  it('multiplies the European legs; in Hong Kong format the win is product − 1', () => {
    // 1.9 × 2.0 = 3.8 → HK 2.8
    expect(seriesWinnings(100, [1.9, 2.0], 'H')).toBe(280);
    expect(seriesWinnings(100, [1.9, 2.0], 'E')).toBe(380);
    expect(seriesWinnings(10, [1.5, 1.5, 1.5], 'H')).toBe(23.75);
  });

  it('gives 0 without legs or stake', () => {
    expect(seriesWinnings(100, [], 'H')).toBe(0);
    expect(seriesWinnings('', [1.9, 2.0], 'H')).toBe(0);
  });
});

describe('multipleWinnings', () => {
  it('adds up one ticket per selection, each with the stake', () => {
    expect(multipleWinnings(100, [1.95, 1.8], 'H')).toBe(175);
    expect(multipleWinnings(100, [1.95, 1.8], 'E')).toBe(375);
  });
});
