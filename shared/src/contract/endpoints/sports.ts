import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { openGameRequestSchema } from './game-play';
import {
  leagueSchema,
  matchSchema,
  matchSportSchema,
  outrightSchema,
  playCodeSchema,
  selectionCodeSchema,
  sportMarketSchema,
  sportTypeSchema,
} from './sports-catalogue';

/**
 * The local sports book (SPEC §2 "Sports screen behaviour", §3 "Sports odd selection", §4 "Sports
 * betting", §5 "Bet slip", §8 bet result labels). SPEC §7 names one call, venue/resource, carrying a
 * method, the venue name and a Request; the methods and their payloads are not shown and are designed
 * here. Prices travel as European (decimal) odds; the client converts them to the member's format.
 */

export * from './sports-catalogue';

/**
 * SPEC §9: a bet slip holds at most ten selections (multiple and series). The one constant of the
 * limit: placeBet's request schema, the server's slip rules and the client's slip all read it.
 */
export const MAX_SLIP_SELECTIONS = 10;

export const betModeSchema = z.enum(['single', 'multiple', 'series']);
export type BetMode = z.infer<typeof betModeSchema>;

export const oddsFormatSchema = z.enum(['E', 'H', 'I', 'M']);

/** One selection as the slip sends it: the id it was priced on (hgid for half-time plays), the play, the pick and what the member saw. */
export const betSelectionSchema = z.object({
  gameId: z.string().check(z.minLength(1), z.maxLength(40)),
  w: playCodeSchema,
  r: selectionCodeSchema,
  /** The European price shown when the member pressed 投注. */
  odds: z.number().check(z.gt(1)),
  /** The line shown, for R and OU plays. */
  ratio: z.nullable(z.string()),
});

/** A 7102 answer's data: the current prices of the slip's selections, each in the shape of a bet selection. */
export const currentPricesSchema = z.array(betSelectionSchema);

/** Bet result codes (SPEC §8): settled outcomes and the void reasons. */
export const betResultCodeSchema = z.enum([
  'A',
  'W',
  'LW',
  'LL',
  'L',
  'D',
  'P',
  'D0',
  'D1',
  'D2',
  'D3',
  'D4',
  'D5',
  'D6',
  'D7',
  'DC',
  'DD',
  'DE',
  'DF',
  'DN',
  'DG',
  'DH',
  'DI',
  'DK',
  'DO',
  'DP',
  'DQ',
  'DR',
  'DS',
  'DT',
  'DU',
  'DW',
  // Cashed out (not in SPEC §8): settled early at the cash-out offer, the payout being that offer.
  'CO',
]);
export type BetResultCode = z.infer<typeof betResultCodeSchema>;

/** delay: an in-play bet waiting for confirmation (SPEC §4); rejected bets are refunded. */
export const ticketStatusSchema = z.enum(['delay', 'accepted', 'rejected', 'settled']);

export const ticketLegSchema = z.object({
  gameId: z.string(),
  league: z.string(),
  gameType: matchSportSchema,
  team_h: z.string(),
  team_c: z.string(),
  /** The outright's title for FS legs. */
  title: z.nullable(z.string()),
  w: playCodeSchema,
  r: selectionCodeSchema,
  /** The pick's name as placed (team, 大/小, 单/双, the outright entrant). */
  pick: z.string(),
  ratio: z.nullable(z.string()),
  isLive: z.boolean(),
  /** The score when an in-play bet was placed, e.g. "1-0"; null before the start. */
  scoreAtBet: z.nullable(z.string()),
  odds: z.number().check(z.gt(1)),
  result: z.nullable(betResultCodeSchema),
  /** The final score once settled. */
  finalScore: z.nullable(z.string()),
});

export const ticketSchema = z.object({
  ticket_id: z.string(),
  mode: betModeSchema,
  status: ticketStatusSchema,
  stake: z.number().check(z.positive()),
  /** The ticket's European odds: the leg's price, or the product of the legs for a series. */
  odds: z.number().check(z.gt(1)),
  /** The format the member saw when placing; records show the current format. */
  oddsFormat: oddsFormatSchema,
  legs: z.array(ticketLegSchema).check(z.minLength(1)),
  result: z.nullable(betResultCodeSchema),
  /** Paid back on settlement, stake included; 0 for a loss; null until settled. */
  payout: z.nullable(z.number().check(z.gte(0))),
  /** Why a delayed bet was turned down. */
  rejectReason: z.nullable(z.string()),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type Ticket = z.infer<typeof ticketSchema>;

const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * The methods of venue/resource for the local book: request and answer of each. langx is fixed to
 * zh-cn (SPEC §9). The member's token and IP are not repeated in the body: the signed headers carry
 * the session and the server sees the address.
 */
export const sportsMethods = {
  /** Leagues with something in the market; the early market also lists its dates (Beijing). */
  leagues: {
    request: z.object({ market: sportMarketSchema, sport: sportTypeSchema, date: z.nullable(dateSchema) }),
    response: z.object({ leagues: z.array(leagueSchema), dates: z.array(dateSchema) }),
  },
  /** Matches of a market; leagueIds empty means every league. */
  matches: {
    request: z.object({
      market: z.enum(['FU', 'FT', 'RB']),
      sport: sportTypeSchema,
      leagueIds: z.array(z.int()).check(z.maxLength(50)),
      date: z.nullable(dateSchema),
    }),
    /** feedSeq: the feed's sequence number this snapshot includes; older feed batches are skipped. */
    response: z.object({ matches: z.array(matchSchema), feedSeq: z.int().check(z.gte(0)), serverTime: z.string() }),
  },
  outrights: {
    request: z.object({
      market: z.enum(['FSFT', 'FSFU']),
      sport: sportTypeSchema,
      leagueIds: z.array(z.int()).check(z.maxLength(50)),
    }),
    response: z.object({ outrights: z.array(outrightSchema) }),
  },
  /** Stake bounds of a mode (SPEC §9: from the server). */
  betLimits: {
    request: z.object({ mode: betModeSchema }),
    response: z.object({ minStake: z.number().check(z.positive()), maxStake: z.number().check(z.positive()) }),
  },
  /**
   * Places the slip. single: one selection; multiple: one ticket per selection, each with the stake;
   * series: one parlay ticket over every selection (each from a different match). The x-request-id is
   * the idempotency key: a repeat answers the first result and places nothing. Prices that moved are
   * refused (7102 with the new prices) when the member's odds-change policy (endpoints/cashout
   * oddsPolicy, stored on the server) does not take the change: 'any' takes every change, 'higher'
   * only prices that rose (a line change is never "higher"), 'ask' none.
   */
  placeBet: {
    request: z.object({
      mode: betModeSchema,
      stake: z.number().check(z.positive(), z.multipleOf(0.01)),
      oddsFormat: oddsFormatSchema,
      /**
       * Older clients: a slip's own on/off auto-accept, true standing for the policy 'any'
       * and false for 'ask' on this one call. The current slip leaves it out: the stored policy decides.
       */
      autoAccept: z.optional(z.boolean()),
      selections: z.array(betSelectionSchema).check(z.minLength(1), z.maxLength(MAX_SLIP_SELECTIONS)),
    }),
    response: z.object({ tickets: z.array(ticketSchema).check(z.minLength(1)), balance: z.number() }),
  },
  /** The current state of tickets (delayed bets are polled until accepted or rejected). */
  ticketStatus: {
    request: z.object({ ticketIds: z.array(z.string()).check(z.minLength(1), z.maxLength(20)) }),
    response: z.object({ tickets: z.array(ticketSchema), balance: z.number() }),
  },
} as const;

export type SportsMethod = keyof typeof sportsMethods;
export type SportsRequest<M extends SportsMethod> = z.input<(typeof sportsMethods)[M]['request']>;
export type SportsResponse<M extends SportsMethod> = z.output<(typeof sportsMethods)[M]['response']>;

/** The Request envelope every method's payload travels in. */
const resourceRequest = <M extends SportsMethod>(method: M) =>
  z.object({
    method: z.literal(method),
    venueName: z.literal('CRTY'),
    /**
     * The user id of the launch address the book was opened with (SPEC §2 guard 4): the venue
     * answers 6302 when it is not the member of the session, and the book asks to enter again.
     */
    uid: z.optional(z.string().check(z.regex(/^\d{1,20}$/))),
    Request: z.extend(sportsMethods[method].request, { timestamp: z.int(), langx: z.literal('zh-cn') }),
  });

export const venueResource = defineEndpoint({
  path: '/game/api/v1/venue/resource',
  request: z.discriminatedUnion('method', [
    resourceRequest('leagues'),
    resourceRequest('matches'),
    resourceRequest('outrights'),
    resourceRequest('betLimits'),
    resourceRequest('placeBet'),
    resourceRequest('ticketStatus'),
    openGameRequestSchema,
  ]),
  /** Each method's answer; the caller parses it with that method's schema (sports-resource.ts). */
  response: z.object({ method: z.string(), data: z.unknown() }),
  auth: true,
  // The envelope's timestamp is stamped per send and not read on a query: the question is the rest.
  keyOf: ({ Request: { timestamp: _sent, ...asked }, ...envelope }) => ({ ...envelope, Request: asked }),
});

export type BetSelection = z.infer<typeof betSelectionSchema>;
export type TicketLeg = z.infer<typeof ticketLegSchema>;
