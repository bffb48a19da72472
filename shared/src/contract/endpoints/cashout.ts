import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyRequestSchema } from '../common';
import { ticketSchema } from './sports';

/**
 * Cash out and the odds-change policy of the local sports book (payloads designed here;
 * docs/decisions/0005-cash-out-and-odds-policy.md).
 *
 * An open ticket's offer is priced from the live odds with the operator's margin: stake × the product
 * over the legs of (placed odds / current odds) for open legs and each settled leg's own factor (a win
 * its odds, a push or void 1, a half win (1 + odds) / 2, a half loss 0.5), times (1 − margin), rounded
 * down to the cent. A lost leg, a suspended market, a ticket still in its in-play delay, or a leg whose
 * line moved leaves no offer, with the reason.
 */
export const cashOutReasonSchema = z.enum(['pending', 'suspended', 'lost', 'unavailable']);
export type CashOutReason = z.output<typeof cashOutReasonSchema>;

export const cashOutOfferSchema = z.object({
  ticket_id: z.string(),
  /** Yuan; null when there is no offer now (see reason). */
  offer: z.nullable(z.number().check(z.gte(0))),
  reason: z.nullable(cashOutReasonSchema),
});
export type CashOutOffer = z.output<typeof cashOutOfferSchema>;

/** Offers of the member's open tickets among the ids (others' ids and settled tickets are left out). */
export const cashOutOffers = defineEndpoint({
  path: '/game/api/v1/sports/cashOutOffers',
  request: z.object({
    ticketIds: z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.minLength(1), z.maxLength(50)),
  }),
  response: z.object({ offers: z.array(cashOutOfferSchema) }),
  auth: true,
});

/**
 * Cashes a ticket out at the offer the member saw. The server prices it again: another amount is
 * refused with 7107 and the new offer as data (a CashOutOffer), no offer now with 7108 and the
 * reason. Otherwise the ticket is settled with result CO and the offer as payout, credited in the same
 * transaction. Idempotent on x-request-id like every money call.
 */
export const cashOut = defineEndpoint({
  path: '/game/api/v1/sports/cashOut',
  request: z.object({
    ticketId: z.string().check(z.minLength(1), z.maxLength(40)),
    offer: z.number().check(z.positive(), z.multipleOf(0.01)),
  }),
  response: z.object({ ticket: ticketSchema, balance: z.number() }),
  auth: true,
});

/** What placeBet does when a price moved since the slip showed it: take any change, only higher odds, or always ask. */
export const oddsPolicySchema = z.enum(['any', 'higher', 'ask']);
export type OddsPolicy = z.output<typeof oddsPolicySchema>;

/** A member who never chose has 'any', as the slip's old auto-accept was on by default. */
export const DEFAULT_ODDS_POLICY: OddsPolicy = 'any';

export const oddsPolicy = defineEndpoint({
  path: '/game/api/v1/sports/oddsPolicy',
  request: emptyRequestSchema,
  /** chosen: false until the member first sets one (the slip then carries over its old local auto-accept). */
  response: z.object({ policy: oddsPolicySchema, chosen: z.boolean() }),
  auth: true,
});

export const setOddsPolicy = defineEndpoint({
  path: '/game/api/v1/sports/setOddsPolicy',
  request: z.object({ policy: oddsPolicySchema }),
  response: z.object({ policy: oddsPolicySchema, chosen: z.boolean() }),
  auth: true,
});
