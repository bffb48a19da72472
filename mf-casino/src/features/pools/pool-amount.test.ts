import { describe, expect, it } from 'vitest';
import { formatPoolAmount, poolAmountAt } from './pool-amount';

const reading = {
  pool: { enName: 'PGDZ', amount: 1000, perSecond: 2.5, at: '2026-01-01T00:00:00.000Z' },
  receivedAt: 10_000,
};

describe('bonus pool figure', () => {
  it('grows by perSecond from the moment the answer arrived', () => {
    expect(poolAmountAt(reading, 10_000)).toBe(1000);
    expect(poolAmountAt(reading, 12_000)).toBe(1005);
    expect(poolAmountAt(reading, 10_400)).toBeCloseTo(1001);
  });

  it('never counts down when the clock goes back', () => {
    expect(poolAmountAt(reading, 9_000)).toBe(1000);
  });

  it('shows yuan with grouping and always two decimals', () => {
    expect(formatPoolAmount(1234567.8)).toBe('¥1,234,567.80');
    expect(formatPoolAmount(1000)).toBe('¥1,000.00');
    expect(formatPoolAmount(12.349)).toBe('¥12.34');
    expect(formatPoolAmount(Number.NaN)).toBe('¥0.00');
  });
});
