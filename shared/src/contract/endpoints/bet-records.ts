import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { casinoRoundSchema } from './game-play';
import { ticketSchema } from './sports';

const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * Bet records (SPEC §7 record/betRecordList, record/betRecordTotal; payloads designed here). Dates
 * are Beijing days. venue is a venue code: CRTY lists the local book's tickets, any other venue its
 * casino rounds (settled as they are played, so 'unsettled' lists none).
 */
export const betRecordFilterSchema = z.object({
  venue: z._default(z.string().check(z.minLength(1), z.maxLength(20)), 'CRTY'),
  status: z._default(z.enum(['all', 'unsettled', 'settled']), 'all'),
  startDate: dateSchema,
  endDate: dateSchema,
});

/** A row of the bet records: a sports ticket or a casino round. */
export const betRecordSchema = z.discriminatedUnion('kind', [
  z.extend(ticketSchema, { kind: z.literal('sports') }),
  casinoRoundSchema,
]);
export type BetRecord = z.output<typeof betRecordSchema>;

export const betRecordList = defineEndpoint({
  path: '/game/api/v1/record/betRecordList',
  request: z.extend(betRecordFilterSchema, {
    page: z._default(z.int().check(z.gte(1)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(50)), 10),
  }),
  response: z.object({
    list: z.array(betRecordSchema),
    total: z.int().check(z.gte(0)),
    page: z.int(),
    pageSize: z.int(),
  }),
  auth: true,
});

export const betRecordTotal = defineEndpoint({
  path: '/game/api/v1/record/betRecordTotal',
  request: betRecordFilterSchema,
  /** winLoss: payouts minus stakes of settled tickets. */
  response: z.object({
    count: z.int().check(z.gte(0)),
    stake: z.number(),
    validStake: z.number(),
    winLoss: z.number(),
  }),
  auth: true,
});

/** One Beijing day of the member's settled bets at a venue: net result (payouts minus stakes) and how many. */
export const betRecordDaySchema = z.object({
  date: dateSchema,
  winLoss: z.number(),
  count: z.int().check(z.gte(0)),
});
export type BetRecordDay = z.output<typeof betRecordDaySchema>;

/**
 * record/betRecordDaily (designed here): the net result of the member's settled bets at a venue by
 * Beijing day, over the last 7 or 30 days up to today, oldest first, every day present (0 when
 * nothing was settled). Days are counted like betRecordTotal's filter (by when the bet was placed),
 * so a day here adds up to that day's 盈亏 in the list.
 */
export const betRecordDaily = defineEndpoint({
  path: '/game/api/v1/record/betRecordDaily',
  request: z.object({
    venue: z._default(z.string().check(z.minLength(1), z.maxLength(20)), 'CRTY'),
    days: z._default(z.union([z.literal(7), z.literal(30)]), 7),
  }),
  response: z.object({ days: z.array(betRecordDaySchema) }),
  auth: true,
});
