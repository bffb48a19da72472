import { describe, expect, it } from 'vitest';
import { handicapOutcome, moneylineOutcome, oddEvenOutcome, payoutFactor, totalOutcome } from './outcomes';

/** Home minus away → outcome of the home side and of the away side. */
function handicap(line: string, strong: 'H' | 'C', diff: number) {
  return [handicapOutcome(diff, line, strong, 'H'), handicapOutcome(diff, line, strong, 'C')];
}

describe('handicap', () => {
  it('level ball (0): a draw is a push', () => {
    expect(handicap('0', 'H', 1)).toEqual(['W', 'L']);
    expect(handicap('0', 'H', 0)).toEqual(['P', 'P']);
    expect(handicap('0', 'H', -2)).toEqual(['L', 'W']);
  });

  it('0/0.5: the favourite loses half on a draw', () => {
    expect(handicap('0/0.5', 'H', 0)).toEqual(['LL', 'LW']);
    expect(handicap('0/0.5', 'H', 1)).toEqual(['W', 'L']);
    expect(handicap('0/0.5', 'C', 0)).toEqual(['LW', 'LL']);
  });

  it('0.5: no push', () => {
    expect(handicap('0.5', 'H', 1)).toEqual(['W', 'L']);
    expect(handicap('0.5', 'H', 0)).toEqual(['L', 'W']);
  });

  it('0.5/1: a one-goal win is half won', () => {
    expect(handicap('0.5/1', 'H', 1)).toEqual(['LW', 'LL']);
    expect(handicap('0.5/1', 'H', 2)).toEqual(['W', 'L']);
    expect(handicap('0.5/1', 'H', 0)).toEqual(['L', 'W']);
  });

  it('1: a one-goal win is a push', () => {
    expect(handicap('1', 'H', 1)).toEqual(['P', 'P']);
    expect(handicap('1', 'C', -1)).toEqual(['P', 'P']);
    expect(handicap('1', 'C', -2)).toEqual(['L', 'W']);
  });

  it('1/1.5 given by the away side', () => {
    expect(handicap('1/1.5', 'C', -1)).toEqual(['LW', 'LL']);
    expect(handicap('1/1.5', 'C', -2)).toEqual(['L', 'W']);
    expect(handicap('1/1.5', 'C', 0)).toEqual(['W', 'L']);
  });

  it('2.5/3 in basketball-sized margins', () => {
    expect(handicap('2.5/3', 'H', 3)).toEqual(['LW', 'LL']);
    expect(handicap('2.5/3', 'H', 4)).toEqual(['W', 'L']);
  });

  it('cannot read a bad pick or line', () => {
    expect(handicapOutcome(1, '0.5', 'H', 'O')).toBeNull();
    expect(handicapOutcome(1, '0.3', 'H', 'H')).toBeNull();
  });
});

describe('total', () => {
  it('2.5: over on three goals', () => {
    expect([totalOutcome(3, '2.5', 'O'), totalOutcome(3, '2.5', 'U')]).toEqual(['W', 'L']);
    expect([totalOutcome(2, '2.5', 'O'), totalOutcome(2, '2.5', 'U')]).toEqual(['L', 'W']);
  });

  it('2.5/3: three goals win half the over', () => {
    expect([totalOutcome(3, '2.5/3', 'O'), totalOutcome(3, '2.5/3', 'U')]).toEqual(['LW', 'LL']);
    expect(totalOutcome(4, '2.5/3', 'O')).toBe('W');
  });

  it('2/2.5: two goals lose half the over', () => {
    expect([totalOutcome(2, '2/2.5', 'O'), totalOutcome(2, '2/2.5', 'U')]).toEqual(['LL', 'LW']);
  });

  it('3: three goals are a push', () => {
    expect([totalOutcome(3, '3', 'O'), totalOutcome(3, '3', 'U')]).toEqual(['P', 'P']);
  });
});

describe('moneyline and odd/even', () => {
  it('1X2 has a draw; a two-way winner pushes a tie', () => {
    expect(['H', 'N', 'C'].map((r) => moneylineOutcome(0, r, true))).toEqual(['L', 'W', 'L']);
    expect(['H', 'N', 'C'].map((r) => moneylineOutcome(2, r, true))).toEqual(['W', 'L', 'L']);
    expect(['H', 'C'].map((r) => moneylineOutcome(0, r, false))).toEqual(['P', 'P']);
    expect(moneylineOutcome(-1, 'C', false)).toBe('W');
    expect(moneylineOutcome(1, 'N', false)).toBeNull();
  });

  it('odd/even of the total, nil-nil even', () => {
    expect([oddEvenOutcome(3, 'ODD'), oddEvenOutcome(3, 'EVEN'), oddEvenOutcome(0, 'EVEN')]).toEqual(['W', 'L', 'W']);
  });
});

describe('payoutFactor', () => {
  it('returns the stake included', () => {
    expect(['W', 'LW', 'P', 'LL', 'L'].map((o) => payoutFactor(o as 'W', 1.9))).toEqual([1.9, 1.45, 1, 0.5, 0]);
  });
});
