import type { SlipState } from '../slip-state';
import { stakeValue, type StakeLimits } from '../stake/stake';

/** Why 投注 is disabled, in the order the slip explains it. */
export type SlipBlocker =
  'pending' | 'empty' | 'closed' | 'invalid' | 'seriesTooFew' | 'priceChanged' | 'noStake' | 'belowMin' | 'aboveMax';

/**
 * What keeps the slip from being placed, or null when it can be: a bet waiting for confirmation, no
 * selection, a closed market, series conflicts or fewer than 2 selections, prices not accepted
 * yet, no stake, or a stake outside the limits (when they are known; the server checks them again).
 */
export function slipBlocker(state: SlipState, limits: StakeLimits | null): SlipBlocker | null {
  if (state.pendingTickets.length > 0) return 'pending';
  if (state.selections.length === 0) return 'empty';
  if (state.selections.some((s) => s.closed)) return 'closed';
  if (state.selections.some((s) => s.isInvalid)) return 'invalid';
  if (state.mode === 'series' && state.selections.length < 2) return 'seriesTooFew';
  if (Object.keys(state.changes).length > 0) return 'priceChanged';
  const stake = stakeValue(state.stake);
  if (stake <= 0) return 'noStake';
  if (limits && stake < limits.minStake) return 'belowMin';
  if (limits && stake > limits.maxStake) return 'aboveMax';
  return null;
}
