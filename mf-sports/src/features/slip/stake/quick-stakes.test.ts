import { describe, expect, it } from 'vitest';
import { addQuickStake, maxQuickStake } from './quick-stakes';

describe('quick stakes', () => {
  it('adds each chip to the stake typed so far', () => {
    expect(addQuickStake('', 10)).toBe('10');
    expect(addQuickStake('10', 50)).toBe('60');
    expect(addQuickStake('0.5', 100)).toBe('100.5');
  });

  it('makes 最大 the lower of the balance (shared by the tickets) and the maximum bet', () => {
    const limits = { minStake: 10, maxStake: 5000 };
    expect(maxQuickStake(limits, 1234.567, 1)).toBe('1234.56');
    expect(maxQuickStake(limits, 90_000, 1)).toBe('5000');
    expect(maxQuickStake(limits, 300, 3)).toBe('100');
    expect(maxQuickStake(limits, 5, 1)).toBeNull();
    expect(maxQuickStake(null, 100, 1)).toBeNull();
    expect(maxQuickStake(limits, null, 1)).toBeNull();
  });
});
