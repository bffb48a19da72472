import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { CHAT_HISTORY_PAGE_SIZE, chatHistoryPageSchema } from '../chat-socket';

/**
 * POST /stream/api/v1/history (SPEC §7): a page of a room's messages, page 1 the newest. A match
 * room's history is public (guests read rooms); a support room's only to its member (6003 otherwise,
 * and to guests only over the socket, 10011, where their guest identity is known).
 */
export const chatHistory = defineEndpoint({
  path: '/stream/api/v1/history',
  request: z.object({
    rid: z.string().check(z.minLength(1), z.maxLength(80)),
    pageNum: z._default(z.int().check(z.gte(1)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(50)), CHAT_HISTORY_PAGE_SIZE),
  }),
  response: chatHistoryPageSchema,
});
