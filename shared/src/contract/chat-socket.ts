import { z } from 'zod/mini';
import { socketText } from './socket-text';
import { matchChangeSchema } from './sports-feed';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_MAX_LENGTH, ChatMsgId, type ChatMsgIdValue } from './chat-socket-rules';

/**
 * The chat socket (SPEC §3 envelope, §4 message ids, §7 stream, §9 timings). The address is the
 * brand's chatSocketUrl; SPEC §7 shows only that the handshake carries clientType=web and siteId,
 * so the rest is designed here, once:
 *
 * - Every frame is JSON text. The client sends `{ msgId, msgData }` (SPEC §3); msgData holds the
 *   spec's fields plus `cid`, a client message id that correlates a reply with its request and makes
 *   a retried send land once (the server keeps (sender, cid) unique and answers a repeat with the
 *   message it already stored, without broadcasting it again).
 * - The server sends `{ msgId, code, msg?, cid?, msgData }`: a reply carries the request's cid and
 *   code 6000 or a refusal from the ResponseCode catalogue (msgData null); a push has no cid.
 * - Rooms: `match-{gameId}` beside a live match, `support-{userId}` for one member's (or guest's)
 *   support chat with the site's agents. The login reply names the caller's support room.
 */

export * from './chat-socket-rules';

const ridSchema = z.string().check(z.regex(/^(match|support)-[A-Za-z0-9_-]{1,64}$/, '房间编号无效'));
/** Client message ids: the client makes them (crypto.randomUUID or similar), the server only compares them. */
const cidSchema = socketText().check(z.minLength(8), z.maxLength(64));
/** The page load's trace id (x-trace-id of the API calls): support finds the player's support room by it. */
const traceIdSchema = z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)));

// ─── Client → server ─────────────────────────────────────────────────────────────────────────

/** SPEC §3 msgData, all optional as the spec lists them; each msgId below narrows it. */
export const chatMsgDataSchema = z.object({
  rid: z.optional(z.string()),
  msg: z.optional(z.string()),
  token: z.optional(z.string()),
  body: z.optional(z.string()),
  pageNum: z.optional(z.int()),
  pageSize: z.optional(z.int()),
  category: z.optional(z.string()),
  categoryType: z.optional(z.string()),
  beginTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  cid: z.optional(z.string()),
});
export type ChatMsgData = z.infer<typeof chatMsgDataSchema>;

/**
 * Every string a client sends is free of control characters (socketText), as over HTTP: the hub
 * answers such a frame with 7508 before anything is stored.
 */
export const chatClientFrameSchema = z.discriminatedUnion('msgId', [
  z.object({ msgId: z.literal(ChatMsgId.HEARTBEAT), msgData: z._default(z.object({}), {}) }),
  /** token: the jwt from member/jwt. */
  z.object({
    msgId: z.literal(ChatMsgId.LOGIN),
    msgData: z.object({
      token: socketText().check(z.minLength(1), z.maxLength(2048)),
      cid: cidSchema,
      traceId: traceIdSchema,
    }),
  }),
  /** token: the browser's guest key (random, kept in local storage) so a guest keeps one identity and support room across reconnects. */
  z.object({
    msgId: z.literal(ChatMsgId.GUEST_LOGIN),
    msgData: z.object({
      token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
      cid: cidSchema,
      traceId: traceIdSchema,
    }),
  }),
  z.object({ msgId: z.literal(ChatMsgId.JOIN_ROOM), msgData: z.object({ rid: ridSchema, cid: cidSchema }) }),
  /** msg is sent as typed; the server trims it and applies the length rule itself. */
  z.object({
    msgId: z.literal(ChatMsgId.SEND),
    msgData: z.object({
      rid: ridSchema,
      msg: socketText().check(z.maxLength(CHAT_MESSAGE_MAX_LENGTH * 4)),
      cid: cidSchema,
    }),
  }),
  z.object({
    msgId: z.literal(ChatMsgId.HISTORY),
    msgData: z.object({
      rid: ridSchema,
      pageNum: z.int().check(z.gte(1)),
      pageSize: z._default(z.int().check(z.gte(1), z.lte(50)), CHAT_HISTORY_PAGE_SIZE),
      cid: cidSchema,
    }),
  }),
]);
export type ChatClientFrame = z.input<typeof chatClientFrameSchema>;

// ─── Shapes the server sends ─────────────────────────────────────────────────────────────────

/** Who is on the socket: the login (10001) and guest login (10019) replies. */
export const chatIdentitySchema = z.object({
  userId: z.string(),
  name: z.string(),
  guest: z.boolean(),
  /** The member's VIP grade (0 for guests and VIP0). */
  vipLevel: z.int().check(z.gte(0)),
  /** The caller's own support room. */
  supportRid: z.string(),
});
export type ChatIdentity = z.infer<typeof chatIdentitySchema>;

export const chatRoleSchema = z.enum(['member', 'guest', 'agent', 'system']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

/** One stored chat message. Text only: clients render it as text, never as HTML. */
export const chatMessageSchema = z.object({
  /** The server's id (unique, increasing in time order). */
  id: z.string(),
  /** The sender's client message id (null for the agent's and system messages). */
  cid: z.nullable(z.string()),
  rid: z.string(),
  userId: z.string(),
  name: z.string(),
  role: chatRoleSchema,
  vipLevel: z.int().check(z.gte(0)),
  msg: z.string(),
  /** Epoch ms. */
  at: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRoomStatusSchema = z.enum(['open', 'closed']);
export type ChatRoomStatus = z.infer<typeof chatRoomStatusSchema>;

export const chatRoomSchema = z.object({
  rid: z.string(),
  kind: z.enum(['match', 'support']),
  title: z.string(),
  status: chatRoomStatusSchema,
  /** An operator's block: members read but cannot send. */
  blocked: z.boolean(),
  /** Lowest VIP grade that may send (0: everyone logged in). */
  vipLevel: z.int().check(z.gte(0)),
  online: z.int().check(z.gte(0)),
  /** The room's notice, shown on joining (also the 10016 unicast). */
  notice: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

/** The join reply (10002): the room and whether the caller is muted in it (epoch ms, null: not muted). */
export const chatJoinResultSchema = z.object({ room: chatRoomSchema, mutedUntil: z.nullable(z.number()) });
export type ChatJoinResult = z.infer<typeof chatJoinResultSchema>;

/** A page of history (10011 and POST /stream/api/v1/history): page 1 is the newest; `list` is oldest first. */
export const chatHistoryPageSchema = z.object({
  rid: z.string(),
  pageNum: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
  total: z.int().check(z.gte(0)),
  list: z.array(chatMessageSchema),
});
export type ChatHistoryPage = z.infer<typeof chatHistoryPageSchema>;

export const chatMutedSchema = z.object({
  rid: z.string(),
  userId: z.string(),
  mutedUntil: z.nullable(z.number()),
  reason: z.string(),
});
export const chatRoomBlockSchema = z.object({ rid: z.string(), blocked: z.boolean() });
export const chatRoomStatusChangeSchema = z.object({ rid: z.string(), status: chatRoomStatusSchema });
export const chatVipLevelSchema = z.object({ rid: z.string(), vipLevel: z.int().check(z.gte(0)) });
export const chatJoinBroadcastSchema = z.object({
  rid: z.string(),
  userId: z.string(),
  name: z.string(),
  vipLevel: z.int().check(z.gte(0)),
});
export const chatRoomUpdateSchema = z.object({ rid: z.string(), title: z.string(), online: z.int().check(z.gte(0)) });
export const chatRoomRefSchema = z.object({ rid: z.string() });
export const chatJoinUnicastSchema = z.object({ rid: z.string(), notice: z.string() });
export const chatScorePushSchema = z.extend(matchChangeSchema, { rid: z.string() });
export type ChatScorePush = z.infer<typeof chatScorePushSchema>;
export const chatGiftRecordSchema = z.object({
  rid: z.string(),
  userId: z.string(),
  name: z.string(),
  gift: z.string(),
  count: z.int().check(z.gte(1)),
});
export type ChatGiftRecord = z.infer<typeof chatGiftRecordSchema>;
export const chatScorePredictionSchema = z.object({
  rid: z.string(),
  gameId: z.string(),
  /** The most predicted final scores, "home-away", with their share in percent. */
  predictions: z.array(
    z.object({ score: z.string().check(z.regex(/^\d+-\d+$/)), percent: z.number().check(z.gte(0), z.lte(100)) }),
  ),
});
export type ChatScorePrediction = z.infer<typeof chatScorePredictionSchema>;
export const chatNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  level: z.enum(['info', 'warning']),
});
export type ChatNotification = z.infer<typeof chatNotificationSchema>;

/** A refusal or a reply carries the request's cid; code 6000 is success. */
const replyBase = { code: z.int(), msg: z.optional(z.string()), cid: z.optional(z.string()) };

function frame<Id extends ChatMsgIdValue, Data extends z.ZodMiniType>(msgId: Id, data: Data) {
  return z.object({ msgId: z.literal(msgId), ...replyBase, msgData: z.nullable(data) });
}

/** Every frame the server sends. msgData is null on a refusal (code ≠ 6000). */
export const chatServerFrameSchema = z.discriminatedUnion('msgId', [
  frame(ChatMsgId.HEARTBEAT, z.object({ at: z.number() })),
  frame(ChatMsgId.LOGIN, chatIdentitySchema),
  frame(ChatMsgId.GUEST_LOGIN, chatIdentitySchema),
  frame(ChatMsgId.JOIN_ROOM, chatJoinResultSchema),
  /** The sender's reply (with its cid) and the room's broadcast (without): the same message either way. */
  frame(ChatMsgId.SEND, chatMessageSchema),
  frame(ChatMsgId.MEMBER_MUTED, chatMutedSchema),
  frame(ChatMsgId.ROOM_BLOCK, chatRoomBlockSchema),
  frame(ChatMsgId.ROOM_STATUS_CHANGE, chatRoomStatusChangeSchema),
  frame(ChatMsgId.VIP_CHAT_LEVEL, chatVipLevelSchema),
  frame(ChatMsgId.JOIN_BROADCAST, chatJoinBroadcastSchema),
  frame(ChatMsgId.ROOM_STATUS_UPDATE, chatRoomUpdateSchema),
  frame(ChatMsgId.HISTORY, chatHistoryPageSchema),
  frame(ChatMsgId.ROOM_DESTROY, chatRoomRefSchema),
  frame(ChatMsgId.SCORE_PUSH, chatScorePushSchema),
  frame(ChatMsgId.CLEAR_ROOM, chatRoomRefSchema),
  frame(ChatMsgId.JOIN_UNICAST, chatJoinUnicastSchema),
  frame(ChatMsgId.GIFT_RECORD, chatGiftRecordSchema),
  frame(ChatMsgId.SCORE_PREDICTION, chatScorePredictionSchema),
  frame(ChatMsgId.NOTIFICATION, chatNotificationSchema),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
/** The frame of one message id. */
export type ChatServerFrameOf<Id extends ChatMsgIdValue> = Extract<ChatServerFrame, { msgId: Id }>;
