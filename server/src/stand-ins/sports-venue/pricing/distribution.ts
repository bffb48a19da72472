/** A discrete distribution: each value (a goal difference, a total) with its probability. */
export type Dist = ReadonlyArray<readonly [value: number, probability: number]>;

/** Poisson probabilities 0..n, n far enough into the tail that what is left is negligible. */
export function poissonPmf(mean: number): number[] {
  if (mean <= 1e-9) return [1];
  const limit = Math.ceil(mean + 7 * Math.sqrt(mean) + 3);
  const pmf: number[] = [Math.exp(-mean)];
  for (let k = 1; k <= limit; k++) pmf.push(((pmf[k - 1] ?? 0) * mean) / k);
  return pmf;
}

/** Goals still to come for each side (independent): the difference and the total, shifted by what is already on the board. */
export function fromIndependentCounts(
  home: readonly number[],
  away: readonly number[],
  diffNow: number,
  totalNow: number,
): { diff: Dist; total: Dist } {
  const diff = new Map<number, number>();
  const total = new Map<number, number>();
  home.forEach((ph, h) => {
    away.forEach((pa, a) => {
      const p = ph * pa;
      if (p < 1e-12) return;
      diff.set(diffNow + h - a, (diff.get(diffNow + h - a) ?? 0) + p);
      total.set(totalNow + h + a, (total.get(totalNow + h + a) ?? 0) + p);
    });
  });
  return { diff: normalised(diff), total: normalised(total) };
}

/** A normal distribution rounded to whole numbers (basketball margins and totals). */
export function discreteNormal(mean: number, sd: number): Dist {
  if (sd < 0.3) return [[Math.round(mean), 1]];
  const from = Math.floor(mean - 5 * sd);
  const to = Math.ceil(mean + 5 * sd);
  const out = new Map<number, number>();
  for (let v = from; v <= to; v++) out.set(v, normalCdf((v + 0.5 - mean) / sd) - normalCdf((v - 0.5 - mean) / sd));
  return normalised(out);
}

/** Sports without a draw play on until someone wins: a level margin is shared out as a one-point win either way. */
export function withoutTies(diff: Dist): Dist {
  const out = new Map<number, number>();
  for (const [value, p] of diff) {
    if (value === 0) {
      out.set(1, (out.get(1) ?? 0) + p / 2);
      out.set(-1, (out.get(-1) ?? 0) + p / 2);
    } else out.set(value, (out.get(value) ?? 0) + p);
  }
  return normalised(out);
}

export function shift(dist: Dist, by: number): Dist {
  return dist.map(([value, p]) => [value + by, p] as const);
}

export function normalised(values: ReadonlyMap<number, number>): Dist {
  let sum = 0;
  for (const p of values.values()) sum += p;
  return [...values.entries()]
    .filter(([, p]) => p > 0)
    .map(([v, p]) => [v, p / sum] as const)
    .sort((a, b) => a[0] - b[0]);
}

/** Abramowitz-Stegun 7.1.26 through erf: accurate to 1e-7, plenty for prices. */
export function normalCdf(z: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
