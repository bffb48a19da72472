import type { OddsFormat } from 'shared/state';
import { parlayOdds } from '../../../lib/odds';
import type { SlipState } from '../slip-state';
import { stakeValue } from './stake';
import { multipleWinnings, potentialWinnings, seriesWinnings, winningsOdds } from './winnings';

export interface SlipTotals {
  /** Tickets the slip places: one per selection in multiple, one otherwise. */
  tickets: number;
  /** What leaves the wallet: the stake times the tickets. */
  totalStake: number;
  /** The potential winnings in the shown format (SPEC §5). */
  winnings: number;
  /** Series: the European product of the legs, null in other modes. */
  seriesOdds: number | null;
}

/**
 * The figures under the stake, for the format the slip shows (Hong Kong in series). Invalid
 * selections count nowhere: they cannot be placed.
 */
export function slipTotals(state: Pick<SlipState, 'mode' | 'selections' | 'stake'>, format: OddsFormat): SlipTotals {
  const legs = state.selections.filter((s) => !s.isInvalid).map((s) => s.odds);
  const stake = stakeValue(state.stake);
  switch (state.mode) {
    case 'single': {
      const odds = legs[0];
      return {
        tickets: legs.length,
        totalStake: stake,
        winnings: odds === undefined ? 0 : potentialWinnings(stake, winningsOdds(odds, format)),
        seriesOdds: null,
      };
    }
    case 'multiple':
      return {
        tickets: legs.length,
        totalStake: Math.round(stake * legs.length * 100) / 100,
        winnings: multipleWinnings(stake, legs, format),
        seriesOdds: null,
      };
    case 'series':
      return {
        tickets: 1,
        totalStake: stake,
        winnings: seriesWinnings(stake, legs, format),
        seriesOdds: legs.length > 0 ? parlayOdds(legs) : null,
      };
  }
}
