import { z } from 'zod/mini';
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
/** Up to this much is added to each reconnect, so every page the feed dropped at once does not return at once. */
export const FEED_RECONNECT_JITTER_MS = 2_000;

/** [gameId, w, r, European odds, ratio or null, open 1/0]. */
export const oddsChangeSchema = z.tuple([
  z.string(),
  playCodeSchema,
  z.string(),
  z.number().check(z.gt(1)),
  z.nullable(z.string()),
  z.union([z.literal(0), z.literal(1)]),
]);
export type OddsChange = z.infer<typeof oddsChangeSchema>;

/** The fields of a match that move while it is played; absent fields did not change. */
export const matchChangeSchema = z.object({
  gameId: z.string(),
  gameStatus: z.optional(matchStatusSchema),
  isLive: z.optional(z.boolean()),
  re_time: z.optional(z.string()),
  t_count: z.optional(z.int().check(z.gte(0))),
  se_now: z.optional(z.string()),
  HalfTime: z.optional(z.boolean()),
  inningNum: z.optional(z.int().check(z.gte(0))),
  sc_FT_H: z.optional(z.int().check(z.gte(0))),
  sc_FT_C: z.optional(z.int().check(z.gte(0))),
  sc_set_H: z.optional(z.int().check(z.gte(0))),
  sc_set_A: z.optional(z.int().check(z.gte(0))),
  sc_game_H: z.optional(z.int().check(z.gte(0))),
  sc_game_A: z.optional(z.int().check(z.gte(0))),
});
export type MatchChange = z.infer<typeof matchChangeSchema>;

export const feedServerMessageSchema = z.discriminatedUnion('type', [
  /** First message: the current sequence number and the configured change rate. */
  z.object({ type: z.literal('hello'), seq: z.int().check(z.gte(0)), rate: z.number().check(z.gte(0)) }),
  /**
   * One tick's changes; seq grows by one per batch. ended lists matches that finished or were
   * cancelled. A watching client gets only its matches' changes, and an empty batch when none moved.
   */
  z.object({
    type: z.literal('batch'),
    seq: z.int().check(z.gte(0)),
    at: z.number(),
    odds: z.array(oddsChangeSchema),
    matches: z.array(matchChangeSchema),
    ended: z.array(z.string()),
  }),
  z.object({ type: z.literal('pong'), at: z.number() }),
]);
export type FeedServerMessage = z.infer<typeof feedServerMessageSchema>;

/** The most ids one watch may name: a long book list (gameIds and half-time ids) fits; more watches everything. */
export const MAX_FEED_WATCH_IDS = 1_000;
const MAX_FEED_ID_LENGTH = 40;

export const feedClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), at: z.number() }),
  /**
   * From now on send only the changes of these matches (a match's gameId and, for its half-time
   * prices, its hgid); null: every change again, as for a client that never sent watch. Batches
   * keep coming once per seq, empty when none of these matches changed, so gaps still mean loss.
   */
  z.object({
    type: z.literal('watch'),
    gameIds: z.nullable(
      z.array(z.string().check(z.minLength(1), z.maxLength(MAX_FEED_ID_LENGTH))).check(z.maxLength(MAX_FEED_WATCH_IDS)),
    ),
  }),
]);
export type FeedClientMessage = z.infer<typeof feedClientMessageSchema>;

/** ws(s)://… of the feed for an API base address (http→ws, https→wss). */
export function sportsFeedUrl(apiBaseUrl: string): string {
  const url = new URL(SPORTS_FEED_PATH, apiBaseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
