import { describe, expect, it } from 'vitest';
import { rebateAmount, rebateWithMultiplier } from './rebate';

const bounds = { threshold: 100_000, limit: 500 };

describe('rebateAmount', () => {
  it('pays amount × rate percent below the threshold, uncapped', () => {
    expect(rebateAmount(10_000, 0.8, bounds)).toBe(80);
    expect(rebateAmount(99_999, 1, bounds)).toBe(999.99);
  });

  it('caps at the limit from the threshold on', () => {
    expect(rebateAmount(100_000, 1, bounds)).toBe(500);
    expect(rebateAmount(2_000_000, 1, bounds)).toBe(500);
  });

  it('keeps a rebate under the limit as it is at the threshold', () => {
    expect(rebateAmount(100_000, 0.3, bounds)).toBe(300);
  });

  it('cuts down to the fen, without losing a fen to binary noise', () => {
    expect(rebateAmount(333.33, 0.5, bounds)).toBe(1.66);
    expect(rebateAmount(29, 1, bounds)).toBe(0.29);
    expect(rebateAmount(1, 0.99, bounds)).toBe(0);
  });

  it('answers 0 for a zero, negative or non-numeric amount or rate', () => {
    expect(rebateAmount(0, 1, bounds)).toBe(0);
    expect(rebateAmount(-5_000, 1, bounds)).toBe(0);
    expect(rebateAmount(Number.NaN, 1, bounds)).toBe(0);
    expect(rebateAmount(5_000, Number.NaN, bounds)).toBe(0);
    expect(rebateAmount(5_000, -1, bounds)).toBe(0);
    expect(rebateAmount(Number.POSITIVE_INFINITY, 1, bounds)).toBe(0);
  });

  it('does not cap when the bounds are not numbers', () => {
    expect(rebateAmount(200_000, 1, { threshold: Number.NaN, limit: 500 })).toBe(2_000);
    expect(rebateAmount(200_000, 1, { threshold: 0, limit: Number.NaN })).toBe(2_000);
  });

  it('caps from the first yuan with a zero threshold, and a zero limit pays nothing', () => {
    expect(rebateAmount(80_000, 1, { threshold: 0, limit: 300 })).toBe(300);
    expect(rebateAmount(80_000, 1, { threshold: 0, limit: 0 })).toBe(0);
  });
});

describe('rebateWithMultiplier', () => {
  it('multiplies the capped rebate', () => {
    expect(rebateWithMultiplier(10_000, 0.8, bounds, 1.5)).toBe(120);
    expect(rebateWithMultiplier(200_000, 1, bounds, 2)).toBe(1_000);
  });

  it('cuts the product down to the fen', () => {
    expect(rebateWithMultiplier(1_001, 1, bounds, 1.5)).toBe(15.01);
    expect(rebateWithMultiplier(333.33, 0.5, bounds, 1.3)).toBe(2.15);
  });

  it('answers 0 for a zero, negative or non-numeric multiplier or amount', () => {
    expect(rebateWithMultiplier(10_000, 1, bounds, 0)).toBe(0);
    expect(rebateWithMultiplier(10_000, 1, bounds, -2)).toBe(0);
    expect(rebateWithMultiplier(10_000, 1, bounds, Number.NaN)).toBe(0);
    expect(rebateWithMultiplier(Number.NaN, 1, bounds, 2)).toBe(0);
  });
});
