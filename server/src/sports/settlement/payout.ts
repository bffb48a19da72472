import type { BetResultCode } from 'shared/contract';

export interface SettledLeg {
  result: BetResultCode;
  /** European odds with two decimals. */
  odds: number;
}

/** Void codes: the stake comes back as if the leg were never there (odds 1 in a parlay). */
export function isVoid(result: BetResultCode): boolean {
  return result === 'A' || result === 'D' || /^D[0-9A-Z]$/.test(result);
}

/** A leg's share of the return as an exact fraction [numerator, denominator]. */
function factor({ result, odds }: SettledLeg): [bigint, bigint] {
  const cents = BigInt(Math.round(odds * 100));
  switch (result) {
    case 'W':
      return [cents, 100n];
    case 'LW':
      // Half the stake wins at the odds, the other half comes back.
      return [100n + cents, 200n];
    case 'LL':
      return [1n, 2n];
    case 'L':
      return [0n, 1n];
    default:
      return [1n, 1n];
  }
}

/**
 * The result and return of a ticket: a single is its leg; a parlay multiplies its legs' returns
 * (void and drawn legs count odds 1, half results halve) and loses with any lost leg. Exact
 * fractions, rounded down to the fen once at the end, so no leg's rounding adds up.
 */
export function ticketOutcome(
  stakeFen: number,
  legs: readonly SettledLeg[],
): { result: BetResultCode; payoutFen: number } {
  let numerator = BigInt(stakeFen);
  let denominator = 1n;
  for (const leg of legs) {
    const [n, d] = factor(leg);
    numerator *= n;
    denominator *= d;
  }
  const payoutFen = Number(numerator / denominator);
  const only = legs.length === 1 ? legs[0] : undefined;
  if (only !== undefined) return { result: only.result, payoutFen };
  if (legs.some((l) => l.result === 'L')) return { result: 'L', payoutFen: 0 };
  if (legs.every((l) => isVoid(l.result))) {
    const first = legs[0]?.result ?? 'D';
    return { result: legs.every((l) => l.result === first) ? first : 'D', payoutFen };
  }
  return { result: payoutFen > stakeFen ? 'W' : payoutFen === stakeFen ? 'P' : 'LL', payoutFen };
}
