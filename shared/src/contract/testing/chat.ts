import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';

const rid = z.string().check(z.minLength(1), z.maxLength(80));

/**
 * Stands in for the operator console of the chat (not shown in the spec): each action changes the
 * room and pushes its message id to the sockets concerned. `outage` drops every chat socket and
 * refuses new ones for `ms`, so tests can see queued messages arrive once after the socket returns.
 */
export const testChatOperate = defineEndpoint({
  path: '/test/api/v1/chat/operate',
  request: z.discriminatedUnion('action', [
    /** 10004 to the member; minutes 0 lifts the mute. */
    z.object({
      action: z.literal('mute'),
      rid,
      name: z.string().check(z.minLength(1)),
      minutes: z.int().check(z.gte(0), z.lte(10_080)),
      reason: z._default(z.string().check(z.maxLength(100)), ''),
    }),
    /** 10005 to the room. */
    z.object({ action: z.literal('block'), rid, blocked: z.boolean() }),
    /** 10006 to the room. */
    z.object({ action: z.literal('status'), rid, status: z.enum(['open', 'closed']) }),
    /** 10007 to the room. */
    z.object({ action: z.literal('vipLevel'), rid, vipLevel: z.int().check(z.gte(0), z.lte(10)) }),
    /** 10015 to the room; the stored history of the room is cleared too. */
    z.object({ action: z.literal('clear'), rid }),
    /** 10013 to the room; its sockets leave it. */
    z.object({ action: z.literal('destroy'), rid }),
    /** 10017 to the room, as if `name` sent a gift. */
    z.object({
      action: z.literal('gift'),
      rid,
      name: z.string().check(z.minLength(1)),
      gift: z.string().check(z.minLength(1), z.maxLength(20)),
      count: z.int().check(z.gte(1), z.lte(999)),
    }),
    /** 10018 to the room from the predictions members made. */
    z.object({
      action: z.literal('prediction'),
      rid,
      predictions: z
        .array(
          z.object({ score: z.string().check(z.regex(/^\d+-\d+$/)), percent: z.number().check(z.gte(0), z.lte(100)) }),
        )
        .check(z.minLength(1), z.maxLength(10)),
    }),
    /** 60000 to one member's sockets (name) or to every socket (no name). */
    z.object({
      action: z.literal('notify'),
      name: z.optional(z.string()),
      title: z.string().check(z.minLength(1), z.maxLength(50)),
      content: z.string().check(z.minLength(1), z.maxLength(500)),
    }),
    z.object({ action: z.literal('outage'), ms: z.int().check(z.gte(0), z.lte(120_000)) }),
  ]),
  response: z.object({ affected: z.int().check(z.gte(0)) }),
});
