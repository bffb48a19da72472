import type { BetMode } from 'shared/contract';
import { slipReducer, type SlipAction } from './slip-rules';
import { initialSlipState, type SlipState } from '../slip-state';
import type { SlipSelection } from '../../../lib/selection';

/** The slip after `actions`, for the rules' tests. */
export function run(state: SlipState, ...actions: SlipAction[]): SlipState {
  return actions.reduce(slipReducer, state);
}

/** A slip in `mode` after picking `selections` in order. */
export function withPicks(mode: BetMode, ...selections: SlipSelection[]): SlipState {
  return run({ ...initialSlipState, mode }, ...selections.map((selection) => ({ type: 'pick' as const, selection })));
}

export const keys = (state: SlipState) => state.selections.map((s) => s.key);
export const invalid = (state: SlipState) => state.selections.map((s) => s.isInvalid);
