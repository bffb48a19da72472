import type { BetResultCode, CashOutReason } from 'shared/contract';

/** The operator's cash-out margin: the offer is 5 % under the ticket's fair value at the live odds. */
export const CASH_OUT_MARGIN = 0.05;

/** A leg as pricing sees it: the odds it was placed at, its result if settled, and the live price if open. */
export interface PricedLeg {
  placedOdds: number;
  result: BetResultCode | null;
  /** The market now: null when it is gone from the book (ended, not settled yet) or its line moved. */
  live: { odds: number; open: boolean } | null;
}

export type OfferPrice = { offerFen: number; reason: null } | { offerFen: null; reason: CashOutReason };

/** A settled leg's share of the return, as in settlement (payout.ts): a win its odds, a half win (1 + odds) / 2, a half loss 0.5, a push or void 1. */
function settledFactor(result: BetResultCode, odds: number): number {
  switch (result) {
    case 'W':
      return odds;
    case 'LW':
      return (1 + odds) / 2;
    case 'LL':
      return 0.5;
    case 'L':
      return 0;
    default:
      return 1;
  }
}

/**
 * The cash-out offer of an accepted ticket: stake × Π(placed / current) over open legs × Π(settled
 * factors) × (1 − margin), rounded down to the fen. Any lost leg: no offer; an open leg without a
 * live price, or with a suspended market: no offer, with the reason.
 */
export function priceOffer(stakeFen: number, legs: readonly PricedLeg[], margin: number = CASH_OUT_MARGIN): OfferPrice {
  if (legs.some((leg) => leg.result === 'L')) return { offerFen: null, reason: 'lost' };
  let value = stakeFen * (1 - margin);
  let open = 0;
  for (const leg of legs) {
    if (leg.result !== null) {
      value *= settledFactor(leg.result, leg.placedOdds);
      continue;
    }
    if (leg.live === null) return { offerFen: null, reason: 'unavailable' };
    if (!leg.live.open) return { offerFen: null, reason: 'suspended' };
    value *= leg.placedOdds / leg.live.odds;
    open += 1;
  }
  // Every leg settled but the ticket not yet: settlement pays it in a moment, nothing to cash out.
  if (open === 0) return { offerFen: null, reason: 'unavailable' };
  // A hair of float error must not round a whole fen away (e.g. 94.99999999 → 94).
  const offerFen = Math.floor(value + 1e-6);
  return offerFen > 0 ? { offerFen, reason: null } : { offerFen: null, reason: 'unavailable' };
}
