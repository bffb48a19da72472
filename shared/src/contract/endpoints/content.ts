import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { matchSportSchema, matchStatusSchema } from './sports';

/** The sponsor page (SPEC §2 /sponsor): the brand's sponsorships, newest first. Not shown; designed here. */
export const sponsorItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  /** Who is sponsored, e.g. a club or a league. */
  partner: z.string(),
  period: z.string(),
  imageUrl: z.string(),
  /** Server HTML: sanitise before rendering. */
  content: z.string(),
});

export const sponsorContent = defineEndpoint({
  path: '/site/api/v1/advertising/sponsorContent',
  request: z.looseObject({}),
  response: z.object({ list: z.array(sponsorItemSchema) }),
  cacheable: true,
});

/**
 * A hot match for the home page (SPEC §7 video/hotLive/matchDetail; the payload is not shown and is
 * designed here): a match of the sports book as it stands at the time of the call.
 */
export const hotMatchSchema = z.object({
  /** The sports book's match id (gameId). */
  matchId: z.string(),
  /** The book's sport code. */
  sportType: matchSportSchema,
  league: z.string(),
  home: z.string(),
  away: z.string(),
  /** ISO time of kick-off. */
  startTime: z.string(),
  isLive: z.boolean(),
  /** Goals, points or runs; sets (frames) won in set sports. */
  scoreHome: z.int().check(z.gte(0)),
  scoreAway: z.int().check(z.gte(0)),
  /** 1X2 prices in European format, when the market is open. */
  odds: z.nullable(z.object({ home: z.number(), draw: z.nullable(z.number()), away: z.number() })),
  /**
   * Added with the live book; optional so readers and fixtures written before them stay valid.
   * status: upcoming or live (the book's gameStatus). clock: the live clock as the sports page shows
   * it (re_time, e.g. "2H^67:12", "Q3^05:12"), empty before the start and for sports without one.
   * period: the period under way (se_now: 1H, HT, 2H, Q1…, S1…), empty before the start.
   */
  status: z.optional(matchStatusSchema),
  clock: z.optional(z.string()),
  period: z.optional(z.string()),
});

/** Up to `size` matches of the sports book: those under way first, then today's (Beijing) still to start. */
export const hotLiveMatches = defineEndpoint({
  path: '/game/api/v1/video/hotLive/matchDetail',
  request: z.object({ size: z._default(z.int().check(z.gte(1), z.lte(20)), 6) }),
  response: z.object({ list: z.array(hotMatchSchema) }),
});

export type HotMatch = z.infer<typeof hotMatchSchema>;
export type SponsorItem = z.infer<typeof sponsorItemSchema>;
