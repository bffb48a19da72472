import { CHAT_CLOSE_SESSION_ENDED, CHAT_MESSAGE_MAX_LENGTH, ChatMsgId, ResponseCode } from 'shared/contract';
import type { ChatConnection } from './chat-connection';
import type { ChatContext } from './chat-context';
import { refusalFrame, replyFrame } from './chat-frames';
import { findByCid, storeMessage } from './message-store';
import { parseRid } from './room-directory';
import { mutedUntil } from './room-store';
import { SESSION_ENDED_REASON, sessionIsLive } from './session-watch';
import { handleAgentSend } from './support-desk/operator-chat';

export interface SendRequest {
  rid: string;
  msg: string;
  cid: string;
}

/**
 * 10003: checks the message and the sender's right to send (a member's login session still live,
 * or 6001 and the socket closed; within the per-socket and per-person windows, or 7507), stores it
 * once per (sender, cid),
 * answers the sender with it and sends it to the room and to the sender's other sockets. A repeat
 * of a stored cid is answered with the stored message and goes nowhere else.
 */
export async function handleSend(ctx: ChatContext, connection: ChatConnection, request: SendRequest): Promise<void> {
  const { rid, cid } = request;
  const refuse = (code: number, msg?: string): void => connection.send(refusalFrame(ChatMsgId.SEND, cid, code, msg));
  if (!connection.sends.take(ctx.nowMs())) return refuse(ResponseCode.CHAT_TOO_FAST);
  const me = connection.identity;
  if (me === null) return refuse(ResponseCode.CHAT_LOGIN_REQUIRED);
  if (connection.operator !== null) return handleAgentSend(ctx, connection, request, connection.operator);
  if (!(await sessionIsLive(ctx.db, connection, ctx.clock()))) {
    refuse(ResponseCode.LOGIN_EXPIRED, '聊天登录已失效，请重新登录');
    return ctx.drop(connection, CHAT_CLOSE_SESSION_ENDED, SESSION_ENDED_REASON);
  }
  const text = request.msg.trim();
  if (text === '') return refuse(ResponseCode.CHAT_MESSAGE_EMPTY);
  if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) return refuse(ResponseCode.CHAT_MESSAGE_TOO_LONG);
  if (me.guest && parseRid(rid)?.kind === 'match')
    return refuse(ResponseCode.CHAT_LOGIN_REQUIRED, '登录后即可在比赛聊天室发言');
  const room = connection.rooms.has(rid) ? ctx.rooms.get(rid) : undefined;
  if (room === undefined) return refuse(ResponseCode.ACCESS_DENIED, '请先进入聊天室');

  const stored = await findByCid(ctx.db, me.userId, cid);
  if (stored !== null) {
    connection.send(replyFrame(ChatMsgId.SEND, cid, stored));
    return;
  }
  if (room.settings.status === 'closed') return refuse(ResponseCode.CHAT_ROOM_CLOSED);
  if (room.settings.blocked) return refuse(ResponseCode.CHAT_ROOM_BLOCKED);
  const now = ctx.clock();
  const until = await mutedUntil(ctx.db, rid, me.userId, now);
  if (until !== null)
    return refuse(ResponseCode.CHAT_MUTED, `您已被禁言，${timeLeft(until - now.getTime())}后可以发言`);
  if (me.vipLevel < room.settings.vipLevel)
    return refuse(ResponseCode.CHAT_VIP_LEVEL, `VIP${room.settings.vipLevel}及以上会员才能在此房间发言`);

  // Counted last: a send refused for another reason, or a repeat of a stored one, takes no place in the window.
  if (!(await takePersonSend(ctx, me.userId))) return refuse(ResponseCode.CHAT_TOO_FAST);
  const { message, fresh } = await storeMessage(
    ctx.db,
    {
      rid,
      userId: me.userId,
      name: me.name,
      role: me.guest ? 'guest' : 'member',
      vipLevel: me.vipLevel,
      msg: text,
      cid,
    },
    now,
  );
  connection.send(replyFrame(ChatMsgId.SEND, cid, message));
  if (!fresh) return;
  ctx.deliver(message, [me.userId], connection);
  if (room.kind === 'support') await ctx.supportMessage(rid, me, text);
}

/** The person's send across their sockets; a counter that cannot answer (Redis away) never silences the chat. */
async function takePersonSend(ctx: ChatContext, userId: string): Promise<boolean> {
  try {
    return await ctx.takePersonSend(userId);
  } catch (error) {
    ctx.log.error({ err: error }, 'chat could not count a person’s sends');
    return true;
  }
}

/** "3分钟", "2小时5分钟": rounded up to the minute. */
export function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}分钟`;
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分钟`;
}
