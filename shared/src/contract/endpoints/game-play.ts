import { z } from 'zod/mini';
import { moneySchema, safeLinkSchema } from '../common';

/**
 * What a venue/launch url means (SPEC §4 "Game launch"), as the reference server hands them out:
 * - CRTY: the local book's site path (/game/sport/crty?uid=…);
 * - an http(s) url: the game or lobby itself, framed in /game/{info} or in a new window;
 * - a path starting with '/': a page of the site (the reference server uses /dz/game?venue=…&ticket=…);
 * - anything else: a game ticket, which the host page /pg/game?venue=…&ticket=… opens.
 * The host pages turn a ticket into the game's address with the venue/resource method openGame.
 */
export const gameTicketSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/));

/** venue/resource openGame: the ticket of a launch, for the member it was issued to (else 6302). */
export const openGameRequestSchema = z.object({
  method: z.literal('openGame'),
  venueName: z.string().check(z.minLength(1), z.maxLength(20)),
  Request: z.object({ ticket: gameTicketSchema, timestamp: z.int(), langx: z.literal('zh-cn') }),
});

export const openGameResponseSchema = z.object({
  url: safeLinkSchema,
  venueName: z.string(),
  gameName: z.string(),
});
export type OpenGameResponse = z.output<typeof openGameResponseSchema>;

/** One casino round (a spin, a shot) as the bet records list it. */
export const casinoRoundSchema = z.object({
  kind: z.literal('casino'),
  roundId: z.string(),
  venueCode: z.string(),
  venueName: z.string(),
  gameName: z.string(),
  stake: moneySchema,
  payout: moneySchema,
  /** payout − stake. */
  winLoss: moneySchema,
  /** What the round showed, e.g. the reels or the fish hit. */
  detail: z.string(),
  createdAt: z.string(),
});
export type CasinoRound = z.output<typeof casinoRoundSchema>;
