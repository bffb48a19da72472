import { describe, expect, it } from 'vitest';
import {
  checkExchangeAmount,
  convertedAmount,
  formatUsdt,
  hundredthsOf,
  rateFor,
  sourceBalanceFor,
  type TransferRates,
} from './exchange-amount';

const rates: TransferRates = {
  currency: 'USDT',
  buyRate: 7.2,
  sellRate: 7.1,
  usdtBalance: 13.88,
  centerWalletBalance: 1000,
  minUsdt: 1,
  maxUsdt: 10000,
  updatedAt: '2026-11-24T00:00:00.000Z',
};

describe('exchange amounts', () => {
  it('reads an amount string into hundredths without float drift', () => {
    expect(hundredthsOf('0.29')).toBe(29);
    expect(hundredthsOf('1.1')).toBe(110);
    expect(hundredthsOf('100')).toBe(10000);
    expect(hundredthsOf('1234567.89')).toBe(123456789);
  });

  it('converts with the contract rounding, always down to the hundredth', () => {
    // 100 元 / 7.20 = 13.888… USDT → 13.88
    expect(convertedAmount('toUsdt', '100', 7.2)).toBe(13.88);
    // 13.88 USDT × 7.10 = 98.548 元 → 98.54
    expect(convertedAmount('toCny', '13.88', 7.1)).toBe(98.54);
    expect(convertedAmount('toUsdt', '', 7.2)).toBeNull();
    expect(convertedAmount('toUsdt', '0', 7.2)).toBeNull();
  });

  it('takes the buy rate and the centre wallet to buy USDT, the sell rate and the USDT wallet to sell it', () => {
    expect(rateFor(rates, 'toUsdt')).toBe(7.2);
    expect(rateFor(rates, 'toCny')).toBe(7.1);
    expect(sourceBalanceFor(rates, 'toUsdt')).toBe(1000);
    expect(sourceBalanceFor(rates, 'toCny')).toBe(13.88);
    expect(formatUsdt(5)).toBe('5.00 USDT');
  });

  it('checks the amount rule, the USDT-side limits and the source wallet, in that order', () => {
    expect(checkExchangeAmount('toUsdt', '', rates, 7.2)).toEqual({ kind: 'rule', failure: 'transferAmountRequired' });
    // 7.19 元 buys 0.99 USDT: under the 1 USDT minimum.
    expect(checkExchangeAmount('toUsdt', '7.19', rates, 7.2)).toEqual({ kind: 'range', min: 1, max: 10000 });
    expect(checkExchangeAmount('toUsdt', '7.2', rates, 7.2)).toBeNull();
    expect(checkExchangeAmount('toUsdt', '1000.01', rates, 7.2)).toEqual({ kind: 'short', direction: 'toUsdt' });
    expect(checkExchangeAmount('toCny', '0.99', rates, 7.1)).toEqual({ kind: 'range', min: 1, max: 10000 });
    expect(checkExchangeAmount('toCny', '13.88', rates, 7.1)).toBeNull();
    expect(checkExchangeAmount('toCny', '13.89', rates, 7.1)).toEqual({ kind: 'short', direction: 'toCny' });
    expect(checkExchangeAmount('toCny', '10000.01', { ...rates, usdtBalance: 20000 }, 7.1)).toEqual({
      kind: 'range',
      min: 1,
      max: 10000,
    });
  });
});
