import type { BetMode, OddsPolicy } from 'shared/contract';
import type { SlipSelection } from '../../lib/selection';

/** A price as the slip compares it: European odds and the line. */
export interface PriceQuote {
  odds: number;
  ratio: string | null;
}

/** A price from the live book: also whether the market takes bets. */
export interface LiveQuote extends PriceQuote {
  open: boolean;
}

/** The bet slip (SPEC §4, §5): everything here is persisted so a reload or a tab switch loses nothing. */
export interface SlipState {
  mode: BetMode;
  /** In the order they were picked: "the last selection" is the last one here. */
  selections: SlipSelection[];
  /** New prices the member has not accepted yet (the policy did not take them, or a 7102 answer), by selection key. */
  changes: Record<string, PriceQuote>;
  /**
   * The member's odds-change policy (stored on the server, which enforces it at placement): the slip
   * takes a new price at once under 'any', only a rise under 'higher', and never under 'ask'.
   */
  oddsPolicy: OddsPolicy;
  /** The stake as typed (one stake per bet; in multiple mode each ticket takes it). */
  stake: string;
  /** Tickets in delay (pending confirmation): while any, new selections are refused. */
  pendingTickets: string[];
  /**
   * The request id of a placement whose outcome is unknown (network error, timeout, a reload mid-call).
   * The next placement reuses it, so the server applies the bet at most once.
   */
  openRequestId: string | null;
}

export const initialSlipState: SlipState = {
  mode: 'single',
  selections: [],
  changes: {},
  oddsPolicy: 'any',
  stake: '',
  pendingTickets: [],
  openRequestId: null,
};
