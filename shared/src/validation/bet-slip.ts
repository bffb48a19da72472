import type { RuleResult } from './failures';
import { BET_SLIP_MAX } from './limits';

export interface BetSlipSituation {
  /** Selections already on the slip. */
  selections: number;
  /** Series or multiple mode; single mode replaces the selection, so it never fills up. */
  accumulating: boolean;
  /** A bet is waiting for confirmation (status delay). */
  pending: boolean;
}

/** SPEC §5: may one more selection join the slip? */
export function checkAddSelection({ selections, accumulating, pending }: BetSlipSituation): RuleResult {
  if (pending) return 'betPending';
  return accumulating && selections >= BET_SLIP_MAX ? 'betSlipFull' : null;
}
