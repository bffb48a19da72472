import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** The seeded support account answers a ticket now (the replies a member reads in its detail). */
export const testFeedbackReply = defineEndpoint({
  path: '/test/api/v1/feedback/reply',
  request: z.object({ id: z.number().int().positive(), content: z.string().min(1).max(500) }),
  response: z.object({ replyId: z.number().int() }),
});
