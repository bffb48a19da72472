import { z } from 'zod';
import { betModeSchema, matchSportSchema, playCodeSchema, selectionCodeSchema } from './endpoints/sports';

/**
 * SPEC §3 "Sports odd selection" as the bet slip keeps it: flat (gameInfo, playInfo.w, oddInfo.r,
 * championRate and isInvalid in one object), so the slip can persist and compare it simply.
 */
export const slipSelectionSchema = z.object({
  /** `${betGameId}|${w}|${r}`. */
  key: z.string().min(1).max(120),
  matchId: z.string().min(1).max(40),
  betGameId: z.string().min(1).max(40),
  w: playCodeSchema,
  r: selectionCodeSchema,
  /** European odds. */
  odds: z.number().gt(1),
  ratio: z.string().max(20).nullable(),
  champion: z.boolean(),
  gameType: matchSportSchema,
  league: z.string().max(200),
  team_h: z.string().max(200),
  team_c: z.string().max(200),
  pick: z.string().max(200),
  isLive: z.boolean(),
  isInvalid: z.boolean(),
  closed: z.boolean(),
});

const priceQuoteSchema = z.object({ odds: z.number().gt(1), ratio: z.string().max(20).nullable() });

/**
 * The bet slip in local storage (SPEC §3 client-stored items; StorageKey.betSlip), tagged with the
 * member who built it. A bad field falls back to its default and selections are checked one by one
 * with slipSelectionSchema, so one damaged entry never costs the others.
 */
export const storedBetSlipSchema = z.object({
  version: z.literal(1),
  owner: z.string().max(64).nullable(),
  mode: betModeSchema.catch('single'),
  selections: z.array(z.unknown()).max(50).catch([]),
  changes: z.record(z.string().max(120), priceQuoteSchema).catch({}),
  autoAccept: z.boolean().catch(true),
  stake: z.string().max(12).catch(''),
  /** Ticket ids of bets waiting for confirmation. */
  pendingTickets: z.array(z.string().min(1).max(64)).max(20).catch([]),
  /** The request id of a placement whose answer never arrived: reused so it applies at most once. */
  openRequestId: z.string().min(1).max(64).nullable().catch(null),
});
export type StoredBetSlip = z.infer<typeof storedBetSlipSchema>;
