import { describe, expect, it } from 'vitest';
import type { ActivityOf } from './activity';
import { bonusFor, bonusTurnoverFen, qualifyingDeposit } from './deposit-bonus';

const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-12-01T00:00:00Z');

function activity(
  pageType: 'firstDeposit' | 'againDeposit',
  joinTiming: 'before' | 'after',
): ActivityOf<'firstDeposit'> | ActivityOf<'againDeposit'> {
  const base = {
    id: 1,
    siteId: null,
    title: '首存',
    subtitle: '',
    category: 'deposit' as const,
    startTime: start,
    endTime: end,
    rules: [],
    requiresJoin: true,
  };
  const config = {
    bonusRatePercent: 15,
    maxBonusFen: 58_800,
    minDepositFen: 10_000,
    turnoverMultiple: 5,
    joinTiming,
    requiresPhone: false,
  };
  return pageType === 'firstDeposit' ? { ...base, pageType, config } : { ...base, pageType, config };
}

const at = (day: number) => new Date(Date.UTC(2026, 10, day));

describe('qualifyingDeposit', () => {
  const deposits = [
    { id: 1, amountFen: 20_000, at: at(2) },
    { id: 2, amountFen: 5_000, at: at(3) },
    { id: 3, amountFen: 30_000, at: at(5) },
  ];

  it('is the first deposit ever for a first-deposit bonus, and only when it is large enough and inside the window', () => {
    expect(qualifyingDeposit(activity('firstDeposit', 'after'), deposits, null)?.id).toBe(1);
    expect(
      qualifyingDeposit(activity('firstDeposit', 'after'), [{ id: 9, amountFen: 9_999, at: at(2) }, ...deposits], null),
    ).toBeNull();
    expect(
      qualifyingDeposit(
        activity('firstDeposit', 'after'),
        [{ id: 9, amountFen: 50_000, at: new Date('2026-10-31T23:59:59Z') }],
        null,
      ),
    ).toBeNull();
  });

  it('is the earliest large-enough deposit after the first for a re-deposit bonus', () => {
    expect(qualifyingDeposit(activity('againDeposit', 'after'), deposits, null)?.id).toBe(3);
    expect(qualifyingDeposit(activity('againDeposit', 'after'), deposits.slice(0, 1), null)).toBeNull();
  });

  it('with joinTiming before, counts only deposits made after the join', () => {
    expect(qualifyingDeposit(activity('firstDeposit', 'before'), deposits, null)).toBeNull();
    expect(qualifyingDeposit(activity('firstDeposit', 'before'), deposits, at(3))).toBeNull();
    expect(qualifyingDeposit(activity('firstDeposit', 'before'), deposits, at(1))?.id).toBe(1);
    expect(qualifyingDeposit(activity('againDeposit', 'before'), deposits, at(4))?.id).toBe(3);
  });
});

describe('bonusFor and bonusTurnoverFen', () => {
  it('pays the rate of the deposit, rounded down to the fen and capped; turnover is (deposit + bonus) × the multiple', () => {
    const a = activity('againDeposit', 'after');
    expect(bonusFor(a, 40_000)).toBe(6_000);
    expect(bonusFor(a, 10_007)).toBe(1_501);
    expect(bonusFor(a, 1_000_000)).toBe(58_800);
    expect(bonusTurnoverFen(a, 40_000, 6_000)).toBe(230_000);
  });
});
