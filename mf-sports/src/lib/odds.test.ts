import { describe, expect, it } from 'vitest';
import { convertOdds, formatOdds, parlayOdds } from './odds';

describe('convertOdds', () => {
  it.each([
    // decimal, E, H, I, M
    [1.95, 1.95, 0.95, -1.05, 0.95],
    [2.0, 2.0, 1.0, 1.0, 1.0],
    [2.5, 2.5, 1.5, 1.5, -0.67],
    [1.5, 1.5, 0.5, -2.0, 0.5],
    [3.1, 3.1, 2.1, 2.1, -0.48],
    [1.8, 1.8, 0.8, -1.25, 0.8],
    [1.01, 1.01, 0.01, -100, 0.01],
  ])('%s decimal is %s E, %s HK, %s Indo, %s Malay', (decimal, e, h, i, m) => {
    expect(convertOdds(decimal, 'E')).toBe(e);
    expect(convertOdds(decimal, 'H')).toBe(h);
    expect(convertOdds(decimal, 'I')).toBe(i);
    expect(convertOdds(decimal, 'M')).toBe(m);
  });

  it('rounds negatives half away from zero', () => {
    // HK 0.95 → Indonesian −1.0526…
    expect(convertOdds(1.95, 'I')).toBe(-1.05);
    // HK 1.6 → Malay −0.625 → −0.63
    expect(convertOdds(2.6, 'M')).toBe(-0.63);
  });
});

describe('formatOdds', () => {
  it('always shows two decimals', () => {
    expect(formatOdds(2, 'H')).toBe('1.00');
    expect(formatOdds(1.9, 'E')).toBe('1.90');
    expect(formatOdds(2.5, 'M')).toBe('-0.67');
  });
});

describe('parlayOdds', () => {
  it('multiplies the legs', () => {
    expect(parlayOdds([1.9, 2.0])).toBeCloseTo(3.8);
    expect(parlayOdds([1.5, 1.5, 2])).toBeCloseTo(4.5);
  });
});
