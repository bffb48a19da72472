import { describe, expect, it } from 'vitest';
import { coinsFor } from '../../funds/deposits/channels';
import { depositConfirmDelayMs } from './confirm-delay';

describe('the simulated provider settings', () => {
  it('reads DEPOSIT_CONFIRM_MS, off (0) by default', () => {
    expect(depositConfirmDelayMs({})).toBe(0);
    expect(depositConfirmDelayMs({ DEPOSIT_CONFIRM_MS: '' })).toBe(0);
    expect(depositConfirmDelayMs({ DEPOSIT_CONFIRM_MS: '5000' })).toBe(5000);
    expect(() => depositConfirmDelayMs({ DEPOSIT_CONFIRM_MS: '-1' })).toThrow(/DEPOSIT_CONFIRM_MS/);
    expect(() => depositConfirmDelayMs({ DEPOSIT_CONFIRM_MS: 'soon' })).toThrow(/DEPOSIT_CONFIRM_MS/);
  });

  it('converts yuan to coins at the rate, rounding up so the order is covered', () => {
    expect(coinsFor(720_00, 7_20)).toBe(100);
    expect(coinsFor(300_00, 7_20)).toBe(41.67);
    expect(coinsFor(1, 7_20)).toBe(0.01);
  });
});
