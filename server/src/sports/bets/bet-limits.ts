import type { BetMode } from 'shared/contract';

/** Stake bounds in yuan per mode (SPEC §9: from the server); a multiple's bound is per selection. */
export const BET_LIMITS: Readonly<Record<BetMode, { minStake: number; maxStake: number }>> = {
  single: { minStake: 10, maxStake: 50_000 },
  multiple: { minStake: 10, maxStake: 50_000 },
  series: { minStake: 10, maxStake: 10_000 },
};
