import { useAsync, type AsyncState } from 'shared/ui';
import type { BetMode } from 'shared/contract';
import { callSports } from '../../api/sports-resource';
import type { StakeLimits } from './stake';

/** Limits change rarely: one call per mode and page. */
const limitsByMode = new Map<BetMode, StakeLimits>();

/** The stake bounds of a mode from the server (SPEC §9), with loading, error and retry. */
export function useBetLimits(mode: BetMode): AsyncState<StakeLimits> & { reload: () => void } {
  return useAsync(async () => {
    const known = limitsByMode.get(mode);
    if (known) return known;
    const limits = await callSports('betLimits', { mode });
    limitsByMode.set(mode, limits);
    return limits;
  }, [mode]);
}

/** Tests start without remembered limits. */
export function forgetBetLimits(): void {
  limitsByMode.clear();
}
