import { z } from 'zod/mini';
import { pageOf, pageRequestSchema } from '../common';
import { defineConsoleEndpoint } from './endpoint';

/**
 * The live support chat desk (support role). An operator goes on duty; while anyone is on duty a
 * member's or guest's support room with a new message waits in the queue (oldest first) instead of
 * being answered by the bot. One agent claims it (8081 for a second claim), answers over the chat
 * socket (LOGIN with the console session token: an operator identity, never a member's), hands it to
 * another agent on duty (8084 when they are not) or closes it with a note. Duty lasts while the
 * console beats (consoleSupportDesk) and its session lives; logout ends it.
 */
const SUPPORT = ['support'] as const;

/** A console that has not beaten for this long is off duty. */
export const SUPPORT_DUTY_TIMEOUT_MS = 60_000;
/** How often the support page reads the desk (and so beats). */
export const SUPPORT_DESK_POLL_MS = 5_000;

const ridSchema = z.string().check(z.regex(/^support-[A-Za-z0-9_-]{1,64}$/, '会话编号无效'));

export const supportChatStateSchema = z.enum(['waiting', 'claimed', 'closed']);
export type SupportChatState = z.infer<typeof supportChatStateSchema>;

export const supportChatSchema = z.object({
  rid: z.string(),
  /** The member's id, or the guest's chat id. */
  ownerId: z.string(),
  ownerName: z.string(),
  guest: z.boolean(),
  /** The member's account id; null for a guest. */
  memberId: z.nullable(z.int()),
  state: supportChatStateSchema,
  /** The player's first message since the room was last offered. */
  firstWords: z.string(),
  waitingSince: z.string(),
  lastMessageAt: z.string(),
  agentId: z.nullable(z.int()),
  agentName: z.nullable(z.string()),
  closeNote: z.string(),
});
export type SupportChat = z.infer<typeof supportChatSchema>;

export const supportAgentSchema = z.object({ operatorId: z.int(), name: z.string() });
export type SupportAgentOnDuty = z.infer<typeof supportAgentSchema>;

export const supportDeskSchema = z.object({
  onDuty: z.boolean(),
  /** The waiting rooms, oldest first. */
  waiting: pageOf(supportChatSchema),
  /** The rooms this operator holds. */
  mine: z.array(supportChatSchema),
  /** The other agents on duty (hand over). */
  agents: z.array(supportAgentSchema),
  /** The site the console's chat socket names in its handshake (an operator's socket serves every site's rooms). */
  chatSiteId: z.string(),
});
export type SupportDesk = z.infer<typeof supportDeskSchema>;

/** The desk as this operator sees it; while on duty, each call is the duty's heartbeat. */
export const consoleSupportDesk = defineConsoleEndpoint({
  path: '/support/desk',
  request: pageRequestSchema,
  response: supportDeskSchema,
  roles: SUPPORT,
});

/** On duty or off (audited); going off leaves the rooms held, which the agent hands over or closes first. */
export const consoleSupportDuty = defineConsoleEndpoint({
  path: '/support/duty',
  request: z.object({ onDuty: z.boolean() }),
  response: z.object({ onDuty: z.boolean() }),
  roles: SUPPORT,
});

export const consoleSupportClaim = defineConsoleEndpoint({
  path: '/support/claim',
  request: z.object({ rid: ridSchema }),
  response: supportChatSchema,
  roles: SUPPORT,
});

export const consoleSupportHandOver = defineConsoleEndpoint({
  path: '/support/hand-over',
  request: z.object({ rid: ridSchema, toOperatorId: z.int().check(z.gte(1)) }),
  response: supportChatSchema,
  roles: SUPPORT,
});

export const consoleSupportClose = defineConsoleEndpoint({
  path: '/support/close',
  request: z.object({
    rid: ridSchema,
    note: z.string().check(z.trim(), z.minLength(2, '请填写结束备注'), z.maxLength(200)),
  }),
  response: supportChatSchema,
  roles: SUPPORT,
});

/** One room's conversation partner: the chat and the 问题编号 of the pages they chatted from, newest first. */
export const consoleSupportChatInfo = defineConsoleEndpoint({
  path: '/support/chat',
  request: z.object({ rid: ridSchema }),
  response: z.object({
    chat: supportChatSchema,
    traces: z.array(z.object({ traceId: z.string(), at: z.string() })),
  }),
  roles: SUPPORT,
});
