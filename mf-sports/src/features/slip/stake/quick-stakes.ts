import { stakeValue, type StakeLimits } from './stake';

/** The stake after a quick-stake chip: chips add up (10 then 50 is 60), to the cent. */
export function addQuickStake(stake: string, amount: number): string {
  const total = Math.round((stakeValue(stake) + amount) * 100) / 100;
  return String(total);
}

/**
 * 最大: the most this slip can stake now, min(balance, the mode's maximum bet); in multiple mode the
 * balance is shared by the tickets, each taking the stake. null while the limits or the balance are
 * unknown, or when it would be under the minimum (the chip is then disabled).
 */
export function maxQuickStake(limits: StakeLimits | null, balance: number | null, tickets: number): string | null {
  if (limits === null || balance === null) return null;
  const most = Math.floor(Math.min(limits.maxStake, balance / Math.max(1, tickets)) * 100) / 100;
  return most >= limits.minStake ? String(most) : null;
}
