import { describe, expect, it } from 'vitest';
import type { BetResultCode } from 'shared/contract';
import { isVoid, ticketOutcome } from './payout';

describe('ticketOutcome: singles', () => {
  it('pays stake × odds for a win, exactly in fen', () => {
    expect(ticketOutcome(10_000, [{ result: 'W', odds: 1.95 }])).toEqual({ result: 'W', payoutFen: 19_500 });
    // 1.15 is 1.1499… in binary: float arithmetic would pay 1149.
    expect(ticketOutcome(1_000, [{ result: 'W', odds: 1.15 }])).toEqual({ result: 'W', payoutFen: 1_150 });
    expect(ticketOutcome(333, [{ result: 'W', odds: 1.95 }]).payoutFen).toBe(649);
  });

  it('pays half wins, half losses, draws, voids and losses', () => {
    expect(ticketOutcome(10_000, [{ result: 'LW', odds: 1.9 }])).toEqual({ result: 'LW', payoutFen: 14_500 });
    expect(ticketOutcome(10_000, [{ result: 'LL', odds: 1.9 }])).toEqual({ result: 'LL', payoutFen: 5_000 });
    expect(ticketOutcome(10_000, [{ result: 'P', odds: 1.9 }])).toEqual({ result: 'P', payoutFen: 10_000 });
    expect(ticketOutcome(10_000, [{ result: 'D0', odds: 1.9 }])).toEqual({ result: 'D0', payoutFen: 10_000 });
    expect(ticketOutcome(10_000, [{ result: 'L', odds: 1.9 }])).toEqual({ result: 'L', payoutFen: 0 });
  });
});

describe('ticketOutcome: parlays', () => {
  it('multiplies winning legs', () => {
    expect(
      ticketOutcome(10_000, [
        { result: 'W', odds: 1.9 },
        { result: 'W', odds: 2 },
      ]),
    ).toEqual({ result: 'W', payoutFen: 38_000 });
  });

  it('counts drawn and void legs as odds 1 and halves half results', () => {
    expect(
      ticketOutcome(10_000, [
        { result: 'W', odds: 1.9 },
        { result: 'P', odds: 2 },
      ]),
    ).toEqual({ result: 'W', payoutFen: 19_000 });
    expect(
      ticketOutcome(10_000, [
        { result: 'W', odds: 1.9 },
        { result: 'D1', odds: 2 },
      ]),
    ).toEqual({ result: 'W', payoutFen: 19_000 });
    expect(
      ticketOutcome(10_000, [
        { result: 'LW', odds: 1.9 },
        { result: 'W', odds: 2 },
      ]),
    ).toEqual({ result: 'W', payoutFen: 29_000 });
    expect(
      ticketOutcome(10_000, [
        { result: 'W', odds: 2 },
        { result: 'LL', odds: 1.9 },
      ]),
    ).toEqual({ result: 'P', payoutFen: 10_000 });
    expect(
      ticketOutcome(10_000, [
        { result: 'W', odds: 1.5 },
        { result: 'LL', odds: 1.9 },
      ]),
    ).toEqual({ result: 'LL', payoutFen: 7_500 });
  });

  it('loses with any lost leg', () => {
    expect(
      ticketOutcome(10_000, [
        { result: 'W', odds: 3 },
        { result: 'L', odds: 1.9 },
        { result: 'W', odds: 2 },
      ]),
    ).toEqual({ result: 'L', payoutFen: 0 });
  });

  it('is void when every leg is void', () => {
    expect(
      ticketOutcome(10_000, [
        { result: 'D0', odds: 3 },
        { result: 'D0', odds: 1.9 },
      ]),
    ).toEqual({ result: 'D0', payoutFen: 10_000 });
    expect(
      ticketOutcome(10_000, [
        { result: 'D0', odds: 3 },
        { result: 'DD', odds: 1.9 },
      ]),
    ).toEqual({ result: 'D', payoutFen: 10_000 });
    expect(
      ticketOutcome(10_000, [
        { result: 'D0', odds: 3 },
        { result: 'P', odds: 1.9 },
      ]),
    ).toEqual({ result: 'P', payoutFen: 10_000 });
  });

  it('stays exact over ten legs', () => {
    const legs = Array.from({ length: 10 }, () => ({ result: 'W' as const, odds: 1.15 }));
    // 1.15^10 = 4.0455577357…
    expect(ticketOutcome(1_000_000, legs).payoutFen).toBe(4_045_557);
  });
});

describe('isVoid', () => {
  it('knows the void codes', () => {
    const voids: BetResultCode[] = ['A', 'D', 'D0', 'D7', 'DC', 'DW'];
    const standing: BetResultCode[] = ['W', 'LW', 'LL', 'L', 'P'];
    expect(voids.every(isVoid)).toBe(true);
    expect(standing.some(isVoid)).toBe(false);
  });
});
