import { describe, expect, it } from 'vitest';
import { bonusFor, exampleDeposit, turnoverFor } from './deposit-bonus';

const terms = { bonusRate: 20, maxBonus: 500, minDeposit: 100 };

describe('deposit bonus', () => {
  it('pays the rate of the deposit up to the cap, nothing below the minimum', () => {
    expect(bonusFor(1000, terms)).toBe(200);
    expect(bonusFor(5000, terms)).toBe(500);
    expect(bonusFor(99.99, terms)).toBe(0);
    expect(bonusFor(123.45, terms)).toBe(24.69);
  });

  it('asks (deposit + bonus) × the multiple of turnover', () => {
    expect(turnoverFor(1000, 200, 10)).toBe(12000);
    expect(turnoverFor(100, 0, 0)).toBe(0);
  });

  it('takes ¥1,000 as the example unless the minimum is higher', () => {
    expect(exampleDeposit(100)).toBe(1000);
    expect(exampleDeposit(2000)).toBe(2000);
  });
});
