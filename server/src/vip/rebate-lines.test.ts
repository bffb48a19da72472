import { describe, expect, it } from 'vitest';
import type { RebateRate } from 'shared/contract';
import { rateAtGrade, rebateLines } from './rebate-lines';

/** The seeded table's shape (migration 017): rates by grade, threshold and cap in yuan. */
const rates: RebateRate[] = [
  { category: 'TY', rates: [0.4, 0.48, 0.56], threshold: 1_000_000, limit: 18_888 },
  { category: 'DZ', rates: [0.5, 0.57, 0.64], threshold: 500_000, limit: 8_888 },
  { category: 'BY', rates: [0.5, 0.57, 0.64], threshold: 300_000, limit: 3_888 },
];

describe('rateAtGrade', () => {
  it('reads the rate of the grade, and the last rate past the table', () => {
    expect(rateAtGrade([0.4, 0.48, 0.56], 1)).toBe(0.48);
    expect(rateAtGrade([0.4, 0.48, 0.56], 9)).toBe(0.56);
    expect(rateAtGrade([], 0)).toBe(0);
  });
});

describe('rebateLines', () => {
  it('pays each category its turnover × the grade rate, in the rate table order', () => {
    const lines = rebateLines(
      [
        { category: 'BY', turnoverFen: 2_000_00 },
        { category: 'DZ', turnoverFen: 3_000_00 },
      ],
      rates,
      0,
    );
    expect(lines).toEqual([
      { category: 'DZ', turnoverFen: 3_000_00, ratePercent: 0.5, amountFen: 15_00 },
      { category: 'BY', turnoverFen: 2_000_00, ratePercent: 0.5, amountFen: 10_00 },
    ]);
  });

  it('adds up several rows of one category and uses the member grade', () => {
    const lines = rebateLines(
      [
        { category: 'TY', turnoverFen: 1_000_00 },
        { category: 'TY', turnoverFen: 234_56 },
      ],
      rates,
      2,
    );
    // 1,234.56 × 0.56 % = 6.913536, cut down to 6.91.
    expect(lines).toEqual([{ category: 'TY', turnoverFen: 1_234_56, ratePercent: 0.56, amountFen: 6_91 }]);
  });

  it('cuts down to the fen, never up, and leaves out a category too small to earn one', () => {
    // 1.99 × 0.5 % = 0.00995: nothing; 19.99 × 0.5 % = 0.09995 → 0.09.
    expect(rebateLines([{ category: 'DZ', turnoverFen: 1_99 }], rates, 0)).toEqual([]);
    expect(rebateLines([{ category: 'DZ', turnoverFen: 19_99 }], rates, 0)).toEqual([
      { category: 'DZ', turnoverFen: 19_99, ratePercent: 0.5, amountFen: 9 },
    ]);
  });

  it('caps a category at its limit once its turnover reaches the threshold', () => {
    // 3,000,000 × 0.5 % = 15,000 > the cap of 3,888 (threshold 300,000 reached).
    expect(rebateLines([{ category: 'BY', turnoverFen: 3_000_000_00 }], rates, 0)).toEqual([
      { category: 'BY', turnoverFen: 3_000_000_00, ratePercent: 0.5, amountFen: 3_888_00 },
    ]);
  });

  it('pays nothing for a category without a rate table or without turnover', () => {
    expect(rebateLines([{ category: 'CP', turnoverFen: 10_000_00 }], rates, 0)).toEqual([]);
    expect(rebateLines([], rates, 0)).toEqual([]);
  });
});
