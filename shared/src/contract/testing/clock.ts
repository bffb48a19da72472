import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/** Moves the test server's clock forward (day-based rules: sign-in, weekly gifts); answers the new time. */
export const testAdvanceClock = defineEndpoint({
  path: '/test/api/v1/clock/advance',
  request: z.object({ ms: z.int().check(z.gte(0), z.lte(400 * 24 * 60 * 60 * 1000)) }),
  response: z.object({ now: z.string() }),
});
