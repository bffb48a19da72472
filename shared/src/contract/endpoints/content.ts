import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** The sponsor page (SPEC §2 /sponsor): the brand's sponsorships, newest first. Not shown; designed here. */
export const sponsorItemSchema = z.object({
  id: z.number().int(),
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
  request: z.object({}).loose(),
  response: z.object({ list: z.array(sponsorItemSchema) }),
  cacheable: true,
});

/** A hot match for the home page (SPEC §7 video/hotLive/matchDetail). Not shown; designed here. */
export const hotMatchSchema = z.object({
  matchId: z.string(),
  sportType: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  /** ISO time of kick-off. */
  startTime: z.string(),
  isLive: z.boolean(),
  scoreHome: z.number().int().min(0),
  scoreAway: z.number().int().min(0),
  /** 1X2 prices in European format, when the market is open. */
  odds: z.object({ home: z.number(), draw: z.number().nullable(), away: z.number() }).nullable(),
});

export const hotLiveMatches = defineEndpoint({
  path: '/game/api/v1/video/hotLive/matchDetail',
  request: z.object({ size: z.number().int().min(1).max(20).default(6) }),
  response: z.object({ list: z.array(hotMatchSchema) }),
});

export type HotMatch = z.infer<typeof hotMatchSchema>;
export type SponsorItem = z.infer<typeof sponsorItemSchema>;
