import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

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
  response: z.object({ url: z.string().min(1) }),
  auth: true,
});
