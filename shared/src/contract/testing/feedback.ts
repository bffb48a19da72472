import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

/** The seeded support account answers a ticket now (the replies a member reads in its detail). */
export const testFeedbackReply = defineEndpoint({
  path: '/test/api/v1/feedback/reply',
  request: z.object({ id: z.int().check(z.positive()), content: z.string().check(z.minLength(1), z.maxLength(500)) }),
  response: z.object({ replyId: z.int() }),
});
