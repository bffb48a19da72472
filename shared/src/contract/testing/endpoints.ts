import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/**
 * Test-only calls, mounted only by a server started with PLATFORM_TEST_MODE=1; any other server
 * answers their paths like every unknown path (6004). Not part of the production contract: clients
 * import them from shared/contract/testing, never from shared/contract.
 *
 * No SMS or e-mail gateway exists here: the e2e suite reads the codes the server "sent", and the
 * answers of the captchas it issued, through these.
 */
export const testLastCode = defineEndpoint({
  path: '/test/api/v1/lastCode',
  request: z.object({ receiver: z.string().check(z.minLength(1)) }),
  response: z.object({ code: z.string(), type: z.int(), cate: z.int(), sentAt: z.string() }),
});

export const testCaptchaAnswer = defineEndpoint({
  path: '/test/api/v1/captchaAnswer',
  /** codeId of a graphic captcha, or lot_number of a slider challenge. */
  request: z.object({ id: z.string().check(z.minLength(1)) }),
  /** The graphic code's text, or the slider piece's left edge. */
  response: z.object({ text: z.optional(z.string()), x: z.optional(z.number()) }),
});

/** Sets the live engine's random price changes per second (0 stops them); the odds benchmark drives rising rates through it. */
export const testSportsFeedRate = defineEndpoint({
  path: '/test/api/v1/sports/feedRate',
  request: z.object({ rate: z.int().check(z.gte(0), z.lte(20_000)) }),
  response: z.object({ rate: z.number() }),
});

/** Moves one price (and pushes it on the feed) so a test can watch the slip react to a known change. */
export const testSportsPrice = defineEndpoint({
  path: '/test/api/v1/sports/price',
  request: z.object({ gameId: z.string(), w: z.string(), r: z.string(), odds: z.number().check(z.gt(1)) }),
  response: z.object({ odds: z.number() }),
});

/** Ends a match now with the given final score and settles its tickets, as the engine does at full time. */
export const testFinishMatch = defineEndpoint({
  path: '/test/api/v1/sports/finish',
  request: z.object({ gameId: z.string(), home: z.int().check(z.gte(0)), away: z.int().check(z.gte(0)) }),
  response: z.object({ settledTickets: z.int().check(z.gte(0)) }),
});
