import type { SportsRequest } from 'shared/contract';
import type { OddsFormat } from 'shared/state';
import type { SlipState } from '../slip-state';
import { stakeValue } from '../stake/stake';

/**
 * The format the slip shows its prices in. Series forces Hong Kong (SPEC §4: a parlay's price is
 * the product of the legs, and its Hong Kong figure, product − 1, is the net win). The force is the
 * slip's display only: the member's chosen format (the list, the records, the other modes) stays as
 * chosen, and the slip labels every series price 香港盘 and says so above the selections.
 */
export function slipOddsFormat(state: Pick<SlipState, 'mode'>, memberFormat: OddsFormat): OddsFormat {
  return state.mode === 'series' ? 'H' : memberFormat;
}

/** The placeBet payload of the slip as shown: the prices and lines the member sees, the stake to the cent. */
export function placeBetRequest(state: SlipState, memberFormat: OddsFormat): SportsRequest<'placeBet'> {
  return {
    mode: state.mode,
    stake: Math.round(stakeValue(state.stake) * 100) / 100,
    oddsFormat: slipOddsFormat(state, memberFormat),
    selections: state.selections.map((s) => ({ gameId: s.betGameId, w: s.w, r: s.r, odds: s.odds, ratio: s.ratio })),
  };
}
