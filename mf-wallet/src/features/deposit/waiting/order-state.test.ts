import { describe, expect, it } from 'vitest';
import { checkDepositAmount } from '../form/amount-check';
import { isOpen, timeLeft } from './order-state';
import { waitRouteOf } from '../wait-route';

describe('deposit order helpers', () => {
  it('treats created and waiting as open, the rest as finished', () => {
    expect(['created', 'waiting', 'paid', 'closed', 'expired'].map((s) => isOpen(s as never))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('counts the time left down to 00:00, never below', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(timeLeft({ expiresAt: '2026-11-24T12:29:59Z' }, now)).toBe('29:59');
    expect(timeLeft({ expiresAt: '2026-11-24T13:05:09Z' }, now)).toBe('1:05:09');
    expect(timeLeft({ expiresAt: '2026-11-24T11:59:00Z' }, now)).toBe('00:00');
  });

  it('sends huione and xnbsk orders to their own pages, the rest to /mine/savemoney', () => {
    expect(waitRouteOf('huione')).toBe('huiwangWait');
    expect(waitRouteOf('xnbsk')).toBe('xnbskWait');
    expect(['transfer', 'recharge', 'virtual'].map((k) => waitRouteOf(k as never))).toEqual([
      'saveMoney',
      'saveMoney',
      'saveMoney',
    ]);
  });

  it('checks an amount against the channel limits', () => {
    const channel = { minAmount: 50, maxAmount: 20000 };
    expect(checkDepositAmount('', channel)).toEqual({ key: 'required' });
    expect(checkDepositAmount('0', channel)).toEqual({ key: 'required' });
    expect(checkDepositAmount('49.99', channel)).toEqual({ key: 'range', min: 50, max: 20000 });
    expect(checkDepositAmount('20000.01', channel)).toEqual({ key: 'range', min: 50, max: 20000 });
    expect(checkDepositAmount('50', channel)).toBeNull();
    expect(checkDepositAmount('20000', channel)).toBeNull();
  });
});
