import type { BetMode } from 'shared/contract';
import type { EndpointState } from 'shared/query';
import { useSports } from '../../../api/use-sports';
import type { StakeLimits } from '../stake/stake';

/** The stake bounds of a mode from the server (SPEC §9), with loading, error and retry; asked once per mode and page. */
export function useBetLimits(mode: BetMode): EndpointState<StakeLimits> {
  return useSports('betLimits', { mode }, { freshFor: Infinity });
}
