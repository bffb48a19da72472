/** The cap of a rebate: from `threshold` (yuan of turnover) on, the rebate is at most `limit` (yuan). */
export interface RebateBounds {
  threshold: number;
  limit: number;
}

/** A usable non-negative number, or 0: a rebate is never negative and NaN never reaches the screen. */
function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Cuts an amount down to the fen. The product rounds in the house's favour; the toFixed step first
 * absorbs binary noise so 0.29 × 100 (28.999…) stays 29 fen instead of dropping to 28.
 */
function floorToFen(amount: number): number {
  return Math.floor(Number((amount * 100).toFixed(6))) / 100;
}

/**
 * SPEC §9 rebate helper: `amount` × `rate` percent, capped at `limit` once `amount` reaches
 * `threshold`; below the threshold the rate applies uncapped. Cut down to the fen. A negative or
 * non-numeric amount or rate answers 0; bounds that are not finite numbers (no cap configured) do
 * not cap.
 */
export function rebateAmount(amount: number, rate: number, bounds: RebateBounds): number {
  const base = (nonNegative(amount) * nonNegative(rate)) / 100;
  const capped = Number.isFinite(bounds.threshold) && Number.isFinite(bounds.limit) && amount >= bounds.threshold;
  return floorToFen(capped ? Math.min(base, Math.max(bounds.limit, 0)) : base);
}

/**
 * The second SPEC §9 helper: the capped rebate times a multiplier (a promotion's boost, e.g. 1.5),
 * cut down to the fen. The cap bounds the base rebate; the multiplier applies on top of it. A
 * negative or non-numeric multiplier answers 0.
 */
export function rebateWithMultiplier(amount: number, rate: number, bounds: RebateBounds, multiplier: number): number {
  return floorToFen(rebateAmount(amount, rate, bounds) * nonNegative(multiplier));
}
