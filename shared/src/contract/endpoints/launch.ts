import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { safeLinkSchema, sitePathSchema } from '../common';
import { gameTicketSchema } from './game-play';

/**
 * Game launch (SPEC §3 "Game launch request", §4 "Game launch"; path designed here): the venue's
 * entry address for the member. The address always carries the member's user id. A venue activity
 * still running answers 6413 (the into-venue transfer dialog follows).
 */
export const launchGame = defineEndpoint({
  path: '/game/api/v1/venue/launch',
  request: z.object({
    enName: z.string().check(z.minLength(1), z.maxLength(20)),
    gameCode: z._default(z.string().check(z.maxLength(40)), ''),
    isActivity: z.optional(z.boolean()),
  }),
  /** An http(s) address, a path of the site or a game ticket (see game-play.ts); nothing else is followed. */
  response: z.object({ url: z.union([safeLinkSchema, sitePathSchema, gameTicketSchema]) }),
  auth: true,
});
