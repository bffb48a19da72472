/** The stake field: digits with up to 2 decimals, at most 12 characters (like every amount, SPEC §9). */
const STAKE_TEXT = /^\d*(\.\d{0,2})?$/;
const STAKE_MAX_LENGTH = 12;

/**
 * What the stake field keeps of a typed text, or null when it is not a stake ("abc", "1e5", "-5",
 * three decimals): then the field keeps its previous value and says why, so nothing typed before is
 * lost. Leading zeros go ("007" → "7", "0.5" stays).
 */
export function parseStakeInput(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > STAKE_MAX_LENGTH || !STAKE_TEXT.test(trimmed)) return null;
  return trimmed.replace(/^0+(?=\d)/, '');
}

/** The stake's amount: 0 for an empty or unfinished text ("", "."). */
export function stakeValue(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? 0 : value;
}

export interface StakeLimits {
  minStake: number;
  maxStake: number;
}

/** Why the stake was capped: over the maximum, over the balance, or under the minimum. */
export type StakeCap = 'max' | 'balance' | 'min';

/**
 * SPEC §5 "the real stake is capped", with these exact semantics:
 * - over the maximum, or over the money available: the stake is lowered to the smaller of the
 *   maximum and the whole-number part of the available money, and `onCapped` is told which bound
 *   applied ('max' when the maximum is the smaller, else 'balance');
 * - under the minimum: the stake is refused, not raised (raising it would spend money the member
 *   never chose): it is returned as typed and `onCapped` is told 'min', so the slip names the
 *   limits and keeps 投注 disabled;
 * - empty or zero, or within the bounds: returned as it is, no callback.
 * `available` is the balance (per ticket in multiple mode, where each ticket takes the stake);
 * null while it is unknown, when only the limits apply and the server checks the money.
 */
export function capStake(
  text: string,
  limits: StakeLimits,
  available: number | null,
  onCapped?: (cap: StakeCap, stake: string) => void,
): string {
  const value = stakeValue(text);
  if (value === 0) return text;
  const overBalance = available !== null && value > available;
  if (value > limits.maxStake || overBalance) {
    const whole = available === null ? Number.POSITIVE_INFINITY : Math.max(0, Math.floor(available));
    const ceiling = Math.min(limits.maxStake, whole);
    const stake = String(ceiling);
    onCapped?.(ceiling === limits.maxStake ? 'max' : 'balance', stake);
    return stake;
  }
  if (value < limits.minStake) onCapped?.('min', text);
  return text;
}
