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
