import { z } from 'zod';
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
    rid: z.string().min(1).max(80),
    pageNum: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(50).default(CHAT_HISTORY_PAGE_SIZE),
  }),
  response: chatHistoryPageSchema,
});
