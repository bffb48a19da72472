import { z } from 'zod/mini';
import { betModeSchema, matchSportSchema, playCodeSchema, selectionCodeSchema } from './endpoints/sports';

/**
 * SPEC §3 "Sports odd selection" as the bet slip keeps it: flat (gameInfo, playInfo.w, oddInfo.r,
 * championRate and isInvalid in one object), so the slip can persist and compare it simply.
 */
export const slipSelectionSchema = z.object({
  /** `${betGameId}|${w}|${r}`. */
  key: z.string().check(z.minLength(1), z.maxLength(120)),
  matchId: z.string().check(z.minLength(1), z.maxLength(40)),
  betGameId: z.string().check(z.minLength(1), z.maxLength(40)),
  w: playCodeSchema,
  r: selectionCodeSchema,
  /** European odds. */
  odds: z.number().check(z.gt(1)),
  ratio: z.nullable(z.string().check(z.maxLength(20))),
  champion: z.boolean(),
  gameType: matchSportSchema,
  league: z.string().check(z.maxLength(200)),
  team_h: z.string().check(z.maxLength(200)),
  team_c: z.string().check(z.maxLength(200)),
  pick: z.string().check(z.maxLength(200)),
  isLive: z.boolean(),
  isInvalid: z.boolean(),
  closed: z.boolean(),
});

const priceQuoteSchema = z.object({
  odds: z.number().check(z.gt(1)),
  ratio: z.nullable(z.string().check(z.maxLength(20))),
});

/**
 * The bet slip in local storage (SPEC §3 client-stored items; StorageKey.betSlip), tagged with the
 * member who built it. A bad field falls back to its default and selections are checked one by one
 * with slipSelectionSchema, so one damaged entry never costs the others.
 */
export const storedBetSlipSchema = z.object({
  version: z.literal(1),
  owner: z.nullable(z.string().check(z.maxLength(64))),
  mode: z.catch(betModeSchema, 'single'),
  selections: z.catch(z.array(z.unknown()).check(z.maxLength(50)), []),
  changes: z.catch(z.record(z.string().check(z.maxLength(120)), priceQuoteSchema), {}),
  autoAccept: z.catch(z.boolean(), true),
  stake: z.catch(z.string().check(z.maxLength(12)), ''),
  /** Ticket ids of bets waiting for confirmation. */
  pendingTickets: z.catch(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(20)), []),
  /** The request id of a placement whose answer never arrived: reused so it applies at most once. */
  openRequestId: z.catch(z.nullable(z.string().check(z.minLength(1), z.maxLength(64))), null),
});
export type StoredBetSlip = z.infer<typeof storedBetSlipSchema>;
