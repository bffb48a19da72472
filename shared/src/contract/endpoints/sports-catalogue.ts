import { z } from 'zod/mini';

/** What the local book offers (SPEC §2, §3): sports, markets, play codes, matches, leagues, outrights. */

/** Markets: early, today, in-play, champion today, champion early. */
export const sportMarketSchema = z.enum(['FU', 'FT', 'RB', 'FSFT', 'FSFU']);
export type SportMarket = z.infer<typeof sportMarketSchema>;

/** Sport types of the book's tabs: ALL plus football, virtual football, basketball, tennis, other, snooker, outright, baseball, volleyball, table tennis. */
export const sportTypeSchema = z.enum(['ALL', 'FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'BS', 'VB', 'TT']);
export type SportType = z.infer<typeof sportTypeSchema>;

/** The sport of one match: every type but the ALL filter and the FS outright tab. */
export const matchSportSchema = z.enum(['FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'BS', 'VB', 'TT']);
export type MatchSport = z.infer<typeof matchSportSchema>;

/** The fixed featured leagues of SPEC §2; 0 is "all". */
export const FEATURED_LEAGUE_IDS = [0, 100822, 100021, 100026, 100030, 100028, 100032, 100210] as const;

/**
 * Play types (playInfo.w). Pre-match: handicap R, over/under OU, 1X2 M, odd/even EO; in-play the same
 * with an R prefix (RE, ROU, RM, REO); half-time plays start with H and are priced on the half match
 * (hgid). FS is an outright (champion) selection.
 */
export const playCodeSchema = z.enum([
  'R',
  'OU',
  'M',
  'EO',
  'HR',
  'HOU',
  'HM',
  'RE',
  'ROU',
  'RM',
  'REO',
  'HRE',
  'HROU',
  'HRM',
  'FS',
]);
export type PlayCode = z.infer<typeof playCodeSchema>;

/**
 * Selections (oddInfo.r): H home, C away (the client side in the source's naming), N draw, O over,
 * U under, ODD and EVEN; an outright's selection is its rtype.
 */
export const selectionCodeSchema = z.string().check(z.minLength(1), z.maxLength(20));

export const priceSchema = z.object({
  r: selectionCodeSchema,
  /** European odds, > 1. */
  odds: z.number().check(z.gt(1)),
});

export const marketSchema = z.object({
  w: playCodeSchema,
  /** The line: handicap for R plays ("0.5/1", quarter lines allowed), the total for OU plays; null otherwise. */
  ratio: z.nullable(z.string()),
  /** Who gives the handicap on R plays (H or C); null for other plays. */
  strong: z.nullable(z.enum(['H', 'C'])),
  /** Suspended markets show their prices greyed and take no selections. */
  open: z.boolean(),
  prices: z.array(priceSchema),
});

export const matchStatusSchema = z.enum(['upcoming', 'live', 'finished', 'cancelled']);

/** A match (SPEC §3 gameInfo). Scores are whole numbers; tennis-like sports also carry set and game counts. */
export const matchSchema = z.object({
  gameId: z.string(),
  /** The event id shared by related markets of the same fixture (source field gide). */
  gide: z.string(),
  /** The half match's id: half-time plays are placed on it. */
  hgid: z.string(),
  league_id: z.int(),
  league: z.string(),
  gameType: matchSportSchema,
  team_h: z.string(),
  team_c: z.string(),
  /** ISO time of the start. */
  startTime: z.string(),
  isLive: z.boolean(),
  gameStatus: matchStatusSchema,
  /** Football clock text: the period and mm:ss, e.g. "2H^67:12"; empty before the start. */
  re_time: z.string(),
  /** Basketball: seconds left in the period. */
  t_count: z.int().check(z.gte(0)),
  /** Period code: 1H, HT, 2H (football); Q1-Q4, H1, HT, H2, OT, 2OT (basketball); empty when not live. */
  se_now: z.string(),
  /** True during the half-time break. */
  HalfTime: z.boolean(),
  /** Baseball: the inning being played, 0 when not live. */
  inningNum: z.int().check(z.gte(0)),
  sc_FT_H: z.int().check(z.gte(0)),
  sc_FT_C: z.int().check(z.gte(0)),
  /** Sets won (tennis, volleyball, table tennis, snooker frames). */
  sc_set_H: z.int().check(z.gte(0)),
  sc_set_A: z.int().check(z.gte(0)),
  /** Games (or points) in the current set. */
  sc_game_H: z.int().check(z.gte(0)),
  sc_game_A: z.int().check(z.gte(0)),
  markets: z.array(marketSchema),
});

export const leagueSchema = z.object({
  league_id: z.int(),
  name: z.string(),
  gameType: matchSportSchema,
  /** Matches (or outrights) it has in the asked market. */
  count: z.int().check(z.gte(0)),
});

/** An outright (champion) market: SPEC §3 championRate, each rate with its rtype. */
export const outrightSchema = z.object({
  gameId: z.string(),
  league_id: z.int(),
  league: z.string(),
  gameType: matchSportSchema,
  title: z.string(),
  /** ISO time the market closes. */
  closesAt: z.string(),
  open: z.boolean(),
  rates: z.array(z.object({ rtype: z.string(), name: z.string(), odds: z.number().check(z.gt(1)) })),
});

export type SportMatch = z.infer<typeof matchSchema>;
export type SportMarketLine = z.infer<typeof marketSchema>;
export type League = z.infer<typeof leagueSchema>;
export type Outright = z.infer<typeof outrightSchema>;
