import { describe, expect, it, vi } from 'vitest';
import { capStake, parseStakeInput, stakeValue } from './stake';

describe('parseStakeInput', () => {
  it.each([
    ['100', '100'],
    ['100.5', '100.5'],
    ['100.25', '100.25'],
    ['0.5', '0.5'],
    ['007', '7'],
    ['', ''],
    ['12.', '12.'],
    [' 50 ', '50'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(parseStakeInput(typed)).toBe(kept);
  });

  it.each(['abc', '1e5', '-5', '+5', '1.234', '1,000', '1.2.3', '１００', '1234567890123'])('refuses %j', (typed) => {
    expect(parseStakeInput(typed)).toBeNull();
  });
});

describe('stakeValue', () => {
  it('reads the amount, and 0 for an empty or unfinished text', () => {
    expect(stakeValue('12.5')).toBe(12.5);
    expect(stakeValue('')).toBe(0);
    expect(stakeValue('.')).toBe(0);
    expect(stakeValue('abc')).toBe(0);
  });
});

describe('capStake', () => {
  const limits = { minStake: 10, maxStake: 5000 };

  it('lowers a stake over the maximum to the maximum and says so', () => {
    const onCapped = vi.fn();
    expect(capStake('8000', limits, 100_000, onCapped)).toBe('5000');
    expect(onCapped).toHaveBeenCalledWith('max', '5000');
  });

  it('lowers a stake over the balance to the whole-number part of the balance', () => {
    const onCapped = vi.fn();
    expect(capStake('900', limits, 812.75, onCapped)).toBe('812');
    expect(onCapped).toHaveBeenCalledWith('balance', '812');
  });

  it('takes the smaller of the maximum and the balance', () => {
    const onCapped = vi.fn();
    expect(capStake('9000', limits, 6000.9, onCapped)).toBe('5000');
    expect(onCapped).toHaveBeenCalledWith('max', '5000');
    expect(capStake('9000', limits, 3000.9, onCapped)).toBe('3000');
    expect(onCapped).toHaveBeenLastCalledWith('balance', '3000');
  });

  it('keeps a stake under the minimum and reports it', () => {
    const onCapped = vi.fn();
    expect(capStake('5', limits, 1000, onCapped)).toBe('5');
    expect(onCapped).toHaveBeenCalledWith('min', '5');
  });

  it('leaves a stake within the bounds, and an empty one, alone', () => {
    const onCapped = vi.fn();
    expect(capStake('10', limits, 1000, onCapped)).toBe('10');
    expect(capStake('1000', limits, 1000, onCapped)).toBe('1000');
    expect(capStake('5000', limits, null, onCapped)).toBe('5000');
    expect(capStake('', limits, 1000, onCapped)).toBe('');
    expect(onCapped).not.toHaveBeenCalled();
  });

  it('applies only the maximum while the balance is unknown', () => {
    expect(capStake('6000', limits, null)).toBe('5000');
    expect(capStake('4000', limits, null)).toBe('4000');
  });

  it('lowers to 0 when there is no money at all', () => {
    const onCapped = vi.fn();
    expect(capStake('50', limits, 0.4, onCapped)).toBe('0');
    expect(onCapped).toHaveBeenCalledWith('balance', '0');
  });
});
