import { parseLine } from '../lines';

/**
 * How one selection came out (SPEC §8 codes): won, half won, push, half lost, lost. The same rules
 * price the markets (pricing/fair-odds.ts) and settle the tickets, so the two can never disagree.
 */
export type Outcome = 'W' | 'LW' | 'P' | 'LL' | 'L';

/**
 * The outcome over the half lines of a line: the margin on each is sign × (base − line). Two wins W,
 * a win and a push LW, two pushes P, a push and a loss LL, two losses L. Plain loops: pricing calls
 * this hundreds of thousands of times.
 */
function overHalves(halves: readonly number[], base: number, sign: number): Outcome {
  const first = halves[0] ?? 0;
  const second = halves[1];
  const a = Math.sign(sign * (base - first));
  if (second === undefined) return a > 0 ? 'W' : a < 0 ? 'L' : 'P';
  const score = a + Math.sign(sign * (base - second));
  return score === 2 ? 'W' : score === 1 ? 'LW' : score === -1 ? 'LL' : score === -2 ? 'L' : 'P';
}

/**
 * Handicap (R, RE, HR, HRE). `diff` is home minus away in whatever the play counts (the final score,
 * or for in-play football the goals after the bet); `strong` gives `line` to the other side; `pick` H or C.
 */
export function handicapOutcome(diff: number, line: string, strong: 'H' | 'C', pick: string): Outcome | null {
  const halves = parseLine(line);
  return halves === null ? null : handicapOutcomeOn(diff, halves, strong, pick);
}

/** handicapOutcome over a line already split into its half lines (pricing calls it thousands of times). */
export function handicapOutcomeOn(
  diff: number,
  halves: readonly number[],
  strong: 'H' | 'C',
  pick: string,
): Outcome | null {
  if (pick !== 'H' && pick !== 'C') return null;
  // The giving side must win by more than the line; the other side covers otherwise.
  return overHalves(halves, strong === 'H' ? diff : -diff, pick === strong ? 1 : -1);
}

/** Over/under (OU, ROU, HOU, HROU) on the total. */
export function totalOutcome(total: number, line: string, pick: string): Outcome | null {
  const halves = parseLine(line);
  return halves === null ? null : totalOutcomeOn(total, halves, pick);
}

export function totalOutcomeOn(total: number, halves: readonly number[], pick: string): Outcome | null {
  if (pick !== 'O' && pick !== 'U') return null;
  return overHalves(halves, total, pick === 'O' ? 1 : -1);
}

/** 1X2 or two-way winner. A tie in a two-way market (no draw offered) is a push. */
export function moneylineOutcome(diff: number, pick: string, threeWay: boolean): Outcome | null {
  if (pick !== 'H' && pick !== 'C' && !(threeWay && pick === 'N')) return null;
  const winner = diff > 0 ? 'H' : diff < 0 ? 'C' : 'N';
  if (winner === 'N' && !threeWay) return 'P';
  return pick === winner ? 'W' : 'L';
}

/** Odd/even of the total; nil-nil is even. */
export function oddEvenOutcome(total: number, pick: string): Outcome | null {
  if (pick !== 'ODD' && pick !== 'EVEN') return null;
  return (total % 2 === 1) === (pick === 'ODD') ? 'W' : 'L';
}

/**
 * What one unit staked pays back for an outcome at European `odds`: the stake included, so a push
 * returns 1 and a half win returns half at the price plus half the stake.
 */
export function payoutFactor(outcome: Outcome, odds: number): number {
  switch (outcome) {
    case 'W':
      return odds;
    case 'LW':
      return (1 + odds) / 2;
    case 'P':
      return 1;
    case 'LL':
      return 0.5;
    case 'L':
      return 0;
  }
}
