import { z } from 'zod';
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
    enName: z.string().min(1).max(20),
    gameCode: z.string().max(40).default(''),
    isActivity: z.boolean().optional(),
  }),
  /** An http(s) address, a path of the site or a game ticket (see game-play.ts); nothing else is followed. */
  response: z.object({ url: z.union([safeLinkSchema, sitePathSchema, gameTicketSchema]) }),
  auth: true,
});
