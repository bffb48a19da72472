import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { switchableVerticalSchema, verticalStateSchema } from '../endpoints/site-status';

/**
 * Stands in for the operator console's vertical switch: turns one vertical of one site on, off or
 * into maintenance (with the operator's message and an optional end time). Open pages follow within
 * the host's polling interval.
 */
export const testSetVertical = defineEndpoint({
  path: '/test/api/v1/site/vertical',
  request: z.object({
    siteId: z.string().check(z.minLength(1)),
    vertical: switchableVerticalSchema,
    state: verticalStateSchema,
    message: z._default(z.string().check(z.maxLength(200)), ''),
    until: z.optional(z.iso.datetime({ offset: true })),
  }),
  response: z.object({ state: verticalStateSchema }),
});

/** What support finds by a player's trace id (问题编号): the feedback tickets and support chats of that page load. */
export const testTraceLookup = defineEndpoint({
  path: '/test/api/v1/trace/lookup',
  request: z.object({ traceId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.object({
    tickets: z.array(z.object({ id: z.int(), memberId: z.int() })),
    chats: z.array(z.object({ userId: z.string(), supportRid: z.string(), siteId: z.string() })),
  }),
});
