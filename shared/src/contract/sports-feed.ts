import { z } from 'zod';
import { matchStatusSchema, playCodeSchema } from './endpoints/sports';

/**
 * The live sports feed (not shown in the spec; designed here): a public WebSocket on the API's
 * origin at SPORTS_FEED_PATH carrying price and score changes of every live and upcoming match.
 * Prices are public, so the socket needs no token. Messages are JSON text; odds changes are
 * positional arrays because a busy feed sends thousands a second.
 */
export const SPORTS_FEED_PATH = '/sports/feed';

/** SPEC §9: heartbeat every 10 s, reconnect after 5 s. */
export const FEED_HEARTBEAT_MS = 10_000;
export const FEED_RECONNECT_MS = 5_000;

/** [gameId, w, r, European odds, ratio or null, open 1/0]. */
export const oddsChangeSchema = z.tuple([z.string(), playCodeSchema, z.string(), z.number().gt(1), z.string().nullable(), z.union([z.literal(0), z.literal(1)])]);
export type OddsChange = z.infer<typeof oddsChangeSchema>;

/** The fields of a match that move while it is played; absent fields did not change. */
export const matchChangeSchema = z.object({
  gameId: z.string(),
  gameStatus: matchStatusSchema.optional(),
  isLive: z.boolean().optional(),
  re_time: z.string().optional(),
  t_count: z.number().int().min(0).optional(),
  se_now: z.string().optional(),
  HalfTime: z.boolean().optional(),
  inningNum: z.number().int().min(0).optional(),
  sc_FT_H: z.number().int().min(0).optional(),
  sc_FT_C: z.number().int().min(0).optional(),
  sc_set_H: z.number().int().min(0).optional(),
  sc_set_A: z.number().int().min(0).optional(),
  sc_game_H: z.number().int().min(0).optional(),
  sc_game_A: z.number().int().min(0).optional(),
});
export type MatchChange = z.infer<typeof matchChangeSchema>;

export const feedServerMessageSchema = z.discriminatedUnion('type', [
  /** First message: the current sequence number and the configured change rate. */
  z.object({ type: z.literal('hello'), seq: z.number().int().min(0), rate: z.number().min(0) }),
  /** One tick's changes; seq grows by one per batch. ended lists matches that finished or were cancelled. */
  z.object({
    type: z.literal('batch'),
    seq: z.number().int().min(0),
    at: z.number(),
    odds: z.array(oddsChangeSchema),
    matches: z.array(matchChangeSchema),
    ended: z.array(z.string()),
  }),
  z.object({ type: z.literal('pong'), at: z.number() }),
]);
export type FeedServerMessage = z.infer<typeof feedServerMessageSchema>;

export const feedClientMessageSchema = z.object({ type: z.literal('ping'), at: z.number() });
export type FeedClientMessage = z.infer<typeof feedClientMessageSchema>;

/** ws(s)://… of the feed for an API base address (http→ws, https→wss). */
export function sportsFeedUrl(apiBaseUrl: string): string {
  const url = new URL(SPORTS_FEED_PATH, apiBaseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
