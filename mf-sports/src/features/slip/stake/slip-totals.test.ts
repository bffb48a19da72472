import { describe, expect, it } from 'vitest';
import { slipTotals } from './slip-totals';
import { testSelection } from '../slip-test-selection';

const a = testSelection('m1', { odds: 1.95 });
const b = testSelection('m2', { odds: 1.8 });

describe('slipTotals', () => {
  it('single: the stake on one price', () => {
    expect(slipTotals({ mode: 'single', selections: [a], stake: '100' }, 'H')).toEqual({
      tickets: 1,
      totalStake: 100,
      winnings: 95,
      seriesOdds: null,
    });
    expect(slipTotals({ mode: 'single', selections: [a], stake: '100' }, 'E').winnings).toBe(195);
    // Indonesian shows −1.05 for 1.95: the win stays the Hong Kong one.
    expect(slipTotals({ mode: 'single', selections: [a], stake: '100' }, 'I').winnings).toBe(95);
  });

  it('multiple: one ticket per selection, each with the stake', () => {
    expect(slipTotals({ mode: 'multiple', selections: [a, b], stake: '100' }, 'H')).toEqual({
      tickets: 2,
      totalStake: 200,
      winnings: 175,
      seriesOdds: null,
    });
  });

  it('series: one ticket on the product of the legs, won in Hong Kong terms', () => {
    const totals = slipTotals({ mode: 'series', selections: [a, b], stake: '100' }, 'H');
    expect(totals.tickets).toBe(1);
    expect(totals.totalStake).toBe(100);
    expect(totals.seriesOdds).toBeCloseTo(3.51);
    expect(totals.winnings).toBe(251);
  });

  it('leaves invalid selections out', () => {
    const totals = slipTotals(
      { mode: 'series', selections: [a, b, testSelection('m2', { r: 'C', isInvalid: true, odds: 9 })], stake: '100' },
      'H',
    );
    expect(totals.seriesOdds).toBeCloseTo(3.51);
  });

  it('gives 0 winnings without a stake or a selection', () => {
    expect(slipTotals({ mode: 'single', selections: [], stake: '100' }, 'H').winnings).toBe(0);
    expect(slipTotals({ mode: 'single', selections: [a], stake: '' }, 'H').winnings).toBe(0);
  });
});
