import { z } from 'zod/mini';
import { pageOf, pageRequestSchema } from '../common';
import { chatMessageSchema, chatRoomStatusSchema } from '../chat-socket';
import { defineConsoleEndpoint } from './endpoint';

/**
 * The chat moderation desk (moderator, admin): the match rooms with their state and messages, and
 * the actions on them. Each action is audited and pushes its message id to the open sockets
 * concerned on every process; `affected` counts the sockets reached on the process that answered.
 * Support rooms belong to the support desk: a `support-…` id is refused here (6301).
 */
const MODERATORS = ['moderator', 'admin'] as const;

/** A match room id (`match-{gameId}`). */
export const moderatedRidSchema = z.string().check(z.regex(/^match-[A-Za-z0-9_-]{1,64}$/, '只能管理比赛聊天室'));
const memberNameSchema = z.string().check(z.trim(), z.minLength(1, '请填写会员账号'), z.maxLength(32));

export const moderatedRoomSchema = z.object({
  rid: z.string(),
  /** The match's teams, or the room id when the sports book no longer knows the match. */
  title: z.string(),
  status: chatRoomStatusSchema,
  blocked: z.boolean(),
  vipLevel: z.int().check(z.gte(0)),
  /** Sockets in the room on the process that answered; null when no process here holds it. */
  online: z.nullable(z.int().check(z.gte(0))),
  /** Stored messages. */
  messages: z.int().check(z.gte(0)),
  /** Members muted in the room now. */
  muted: z.int().check(z.gte(0)),
  /** Epoch ms of the newest message, null when none. */
  lastAt: z.nullable(z.number()),
});
export type ModeratedRoom = z.infer<typeof moderatedRoomSchema>;

/** Rooms with messages, settings or sockets, newest activity first. */
export const consoleChatRooms = defineConsoleEndpoint({
  path: '/chat/rooms',
  request: z.extend(pageRequestSchema, {
    /** Room id or part of the match's teams. */
    search: z.optional(z.string().check(z.maxLength(64))),
  }),
  response: pageOf(moderatedRoomSchema),
  roles: MODERATORS,
});

export const chatMuteSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** Epoch ms. */
  mutedUntil: z.number(),
  reason: z.string(),
});
export type ChatMute = z.infer<typeof chatMuteSchema>;

/** One room: its state, the newest messages (oldest first) and the mutes in force. The desk polls it. */
export const consoleChatRoom = defineConsoleEndpoint({
  path: '/chat/room',
  request: z.object({ rid: moderatedRidSchema, limit: z._default(z.int().check(z.gte(1), z.lte(100)), 50) }),
  response: z.object({
    room: moderatedRoomSchema,
    messages: z.array(chatMessageSchema),
    mutes: z.array(chatMuteSchema),
  }),
  roles: MODERATORS,
});

const affectedSchema = z.object({ affected: z.int().check(z.gte(0)) });

/** 10004 to the member: they cannot send in the room until then, and their input says why. */
export const consoleChatMute = defineConsoleEndpoint({
  path: '/chat/mute',
  request: z.object({
    rid: moderatedRidSchema,
    name: memberNameSchema,
    minutes: z.int().check(z.gte(1, '禁言时长至少1分钟'), z.lte(10_080, '禁言时长最多7天')),
    reason: z.string().check(z.trim(), z.minLength(2, '请填写禁言原因'), z.maxLength(100)),
  }),
  response: affectedSchema,
  roles: MODERATORS,
});

/** 10004 with no end: the mute is lifted. */
export const consoleChatUnmute = defineConsoleEndpoint({
  path: '/chat/unmute',
  request: z.object({ rid: moderatedRidSchema, name: memberNameSchema }),
  response: affectedSchema,
  roles: MODERATORS,
});

/** 10005 to the room: members read but cannot send while blocked. */
export const consoleChatBlock = defineConsoleEndpoint({
  path: '/chat/block',
  request: z.object({ rid: moderatedRidSchema, blocked: z.boolean() }),
  response: affectedSchema,
  roles: MODERATORS,
});

/** 10006 to the room. */
export const consoleChatStatus = defineConsoleEndpoint({
  path: '/chat/status',
  request: z.object({ rid: moderatedRidSchema, status: chatRoomStatusSchema }),
  response: affectedSchema,
  roles: MODERATORS,
});

/** 10007 to the room: the lowest VIP grade that may send (0: every member). */
export const consoleChatVipLevel = defineConsoleEndpoint({
  path: '/chat/vip-level',
  request: z.object({ rid: moderatedRidSchema, vipLevel: z.int().check(z.gte(0), z.lte(10)) }),
  response: affectedSchema,
  roles: MODERATORS,
});

/** 10015 to the room; its stored history is deleted. */
export const consoleChatClear = defineConsoleEndpoint({
  path: '/chat/clear',
  request: z.object({ rid: moderatedRidSchema }),
  response: affectedSchema,
  roles: MODERATORS,
});

/** 10013 to the room; its sockets leave it, and its settings, mutes and history are deleted. */
export const consoleChatDestroy = defineConsoleEndpoint({
  path: '/chat/destroy',
  request: z.object({ rid: moderatedRidSchema }),
  response: affectedSchema,
  roles: MODERATORS,
});

export const chatPredictionSchema = z.object({
  score: z.string().check(z.regex(/^\d{1,2}-\d{1,2}$/, '比分格式应为 2-1')),
  percent: z.number().check(z.gte(0), z.lte(100)),
});

/** 10018 to the room: the score predictions members made. */
export const consoleChatPrediction = defineConsoleEndpoint({
  path: '/chat/prediction',
  request: z.object({
    rid: moderatedRidSchema,
    predictions: z.array(chatPredictionSchema).check(z.minLength(1, '至少一条预测'), z.maxLength(10)),
  }),
  response: affectedSchema,
  roles: MODERATORS,
});

/** 10017 to the room: a gift record in the name of a member. */
export const consoleChatGift = defineConsoleEndpoint({
  path: '/chat/gift',
  request: z.object({
    rid: moderatedRidSchema,
    name: memberNameSchema,
    gift: z.string().check(z.trim(), z.minLength(1, '请填写礼物名称'), z.maxLength(20)),
    count: z.int().check(z.gte(1), z.lte(999)),
  }),
  response: affectedSchema,
  roles: MODERATORS,
});

/** 60000 to one member's sockets (`name`) or to every open socket (no name). */
export const consoleChatNotify = defineConsoleEndpoint({
  path: '/chat/notify',
  request: z.object({
    name: z.optional(memberNameSchema),
    title: z.string().check(z.trim(), z.minLength(1, '请填写标题'), z.maxLength(50)),
    content: z.string().check(z.trim(), z.minLength(1, '请填写内容'), z.maxLength(500)),
  }),
  response: affectedSchema,
  roles: MODERATORS,
});
