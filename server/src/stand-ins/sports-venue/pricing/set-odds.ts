import type { MatchSport } from 'shared/contract';
import { wonSet } from '../engine/progress-sets';
import { normalised, type Dist } from './distribution';

/**
 * The home side's chance of winning a set from games (points) `a`-`b`, winning each with `p`. Long
 * deuces (volleyball, table tennis) use the closed form of a win-by-two race.
 */
export function setWinProbability(sport: MatchSport, target: number, p: number, a = 0, b = 0): number {
  const q = 1 - p;
  const memo = new Map<string, number>();
  const solve = (x: number, y: number): number => {
    if (wonSet(sport, target, x, y)) return 1;
    if (wonSet(sport, target, y, x)) return 0;
    if (sport !== 'TN' && x >= target - 1 && y >= target - 1) {
      const deuce = (p * p) / (p * p + q * q);
      if (x === y) return deuce;
      return x > y ? p + q * deuce : p * deuce;
    }
    const key = `${x}:${y}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * solve(x + 1, y) + q * solve(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return solve(a, b);
}

/** The chance of winning `need` rallies before the other side wins `otherNeed` (a snooker frame's visits). */
export function raceProbability(p: number, need: number, otherNeed: number): number {
  if (need <= 0) return 1;
  if (otherNeed <= 0) return 0;
  const memo = new Map<string, number>();
  const solve = (x: number, y: number): number => {
    if (x === 0) return 1;
    if (y === 0) return 0;
    const key = `${x}:${y}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * solve(x - 1, y) + (1 - p) * solve(x, y - 1);
    memo.set(key, value);
    return value;
  };
  return solve(need, otherNeed);
}

/**
 * Final sets (frames) of a match from `setsH`-`setsC`: the set under way is won with `pCurrent`, the
 * later ones with `pSet`, the deciding one with `pDecider`. Returns the set difference and total.
 */
export function finalSets(
  bestOf: number,
  setsH: number,
  setsC: number,
  pCurrent: number,
  pSet: number,
  pDecider: number,
): { diff: Dist; total: Dist } {
  const toWin = Math.floor(bestOf / 2) + 1;
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  const walk = (h: number, c: number, p: number, first: boolean): void => {
    if (p < 1e-12) return;
    if (h >= toWin || c >= toWin) {
      diff.set(h - c, (diff.get(h - c) ?? 0) + p);
      total.set(h + c, (total.get(h + c) ?? 0) + p);
      return;
    }
    const win = first ? pCurrent : h + c + 1 === bestOf ? pDecider : pSet;
    walk(h + 1, c, p * win, false);
    walk(h, c + 1, p * (1 - win), false);
  };
  walk(setsH, setsC, 1, true);
  return { diff: normalised(diff), total: normalised(total) };
}
