import { describe, expect, it } from 'vitest';
import { poolAt } from './bonus-pools';

const row = { enName: 'PGDZ', baseFen: 1_000_000, perSecondFen: 37, baseAt: new Date('2026-01-01T00:00:00.000Z') };

describe('poolAt', () => {
  it('grows by the rate for every second since the base time', () => {
    expect(poolAt(row, new Date('2026-01-01T00:01:40.000Z'))).toEqual({
      enName: 'PGDZ',
      amount: 10_037,
      perSecond: 0.37,
      at: '2026-01-01T00:01:40.000Z',
    });
  });

  it('counts whole fen only, so the amount has at most two decimals', () => {
    expect(poolAt(row, new Date('2026-01-01T00:00:00.500Z')).amount).toBe(10_000.18);
  });

  it('shows the base when the clock is behind the base time', () => {
    expect(poolAt(row, new Date('2025-12-31T23:59:00.000Z')).amount).toBe(10_000);
  });
});
