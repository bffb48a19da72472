import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/**
 * A restarting chat service, for the reconnect tests: drops every chat socket of the process that
 * answers and refuses new ones for `ms`, so tests can see queued messages arrive once after the
 * socket returns. The operator's actions on rooms are console endpoints (console/chat-moderation).
 */
export const testChatOutage = defineEndpoint({
  path: '/test/api/v1/chat/outage',
  request: z.object({ ms: z.int().check(z.gte(0), z.lte(120_000)) }),
  response: z.object({ affected: z.int().check(z.gte(0)) }),
});
