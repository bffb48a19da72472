import {
  CHAT_CLOSE_SESSION_ENDED,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatMsgId,
  ResponseCode,
  type ChatIdentity,
} from 'shared/contract';
import { DEFAULT_CONSOLE_OPTIONS } from '../../back-office/console-options';
import type { Queryable } from '../../db/database';
import { touchOperatorSession } from '../../operators/operator-sessions';
import type { ChatConnection } from '../chat-connection';
import type { ChatContext } from '../chat-context';
import { refusalFrame, replyFrame } from '../chat-frames';
import { findByCid, storeMessage } from '../message-store';
import { parseRid, SUPPORT_NOTICE, type RoomLookup } from '../room-directory';
import { holdsChat } from './support-chats';

/** A console session token (operator-sessions), as opposed to a member's chat jwt. */
export function isConsoleToken(token: string): boolean {
  return token.startsWith('op_');
}

/** The chat user id of an operator: never a member's (digits) or a guest's (g…). */
export function operatorChatId(operatorId: number): string {
  return `op${operatorId}`;
}

/**
 * 10001 with a console session token: a support operator's console logs in as that operator (their
 * display name is what the player sees). Any other role, or a dead session, is refused.
 */
export async function handleOperatorLogin(
  ctx: ChatContext,
  connection: ChatConnection,
  token: string,
  cid: string,
): Promise<void> {
  const operator = await touchOperatorSession(
    ctx.db,
    token,
    ctx.operatorIdleMs ?? DEFAULT_CONSOLE_OPTIONS.idleMs,
    ctx.wallNow(),
  );
  if (operator === null) {
    connection.send(refusalFrame(ChatMsgId.LOGIN, cid, ResponseCode.LOGIN_EXPIRED, '控制台登录已失效，请重新登录'));
    return;
  }
  if (!operator.roles.includes('support')) {
    connection.send(refusalFrame(ChatMsgId.LOGIN, cid, ResponseCode.ACCESS_DENIED, '只有客服人员可以接待在线客服会话'));
    return;
  }
  const rows = await ctx.db.query<{ name: string }>(`select display_name as name from operators where id = $1`, [
    operator.operatorId,
  ]);
  const identity: ChatIdentity = {
    userId: operatorChatId(operator.operatorId),
    name: rows[0]?.name ?? operator.name,
    guest: false,
    vipLevel: 0,
    supportRid: '',
  };
  if (connection.identity !== null && connection.identity.userId !== identity.userId) ctx.rooms.leaveAll(connection);
  connection.identity = identity;
  connection.sessionId = null;
  connection.operator = { operatorId: operator.operatorId, sessionId: operator.sessionId };
  connection.send(replyFrame(ChatMsgId.LOGIN, cid, identity));
}

/** The room an operator's socket may join: only a support room they hold now. */
export async function operatorRoom(db: Queryable, rid: string, operatorId: number): Promise<RoomLookup> {
  const parsed = parseRid(rid);
  if (parsed?.kind !== 'support' || !(await holdsChat(db, rid, operatorId)))
    return { ok: false, code: ResponseCode.ACCESS_DENIED, msg: '请先在控制台认领该会话' };
  return {
    ok: true,
    room: { rid, kind: 'support', title: '在线客服', notice: SUPPORT_NOTICE, owner: parsed.key, gameId: null },
  };
}

async function operatorSessionLive(db: Queryable, sessionId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from operator_sessions s join operators o on o.id = s.operator_id
      where s.id = $1 and s.ended_at is null and o.status = 'active'`,
    [sessionId],
  );
  return rows.length > 0;
}

/**
 * 10003 from an operator: stored as the agent's message under their display name, to the room and
 * the player's sockets. Only while their console session lives and they hold the room (handed over
 * or closed: refused).
 */
export async function handleAgentSend(
  ctx: ChatContext,
  connection: ChatConnection,
  request: { rid: string; msg: string; cid: string },
  operator: { operatorId: number; sessionId: number },
): Promise<void> {
  const { rid, cid } = request;
  const refuse = (code: number, msg?: string): void => connection.send(refusalFrame(ChatMsgId.SEND, cid, code, msg));
  const me = connection.identity;
  if (me === null) return refuse(ResponseCode.CHAT_LOGIN_REQUIRED);
  if (!(await operatorSessionLive(ctx.db, operator.sessionId))) {
    refuse(ResponseCode.LOGIN_EXPIRED, '控制台登录已失效，请重新登录');
    return ctx.drop(connection, CHAT_CLOSE_SESSION_ENDED, 'session ended');
  }
  const text = request.msg.trim();
  if (text === '') return refuse(ResponseCode.CHAT_MESSAGE_EMPTY);
  if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) return refuse(ResponseCode.CHAT_MESSAGE_TOO_LONG);
  const owner = parseRid(rid);
  if (owner?.kind !== 'support' || !connection.rooms.has(rid))
    return refuse(ResponseCode.ACCESS_DENIED, '请先进入聊天室');
  const stored = await findByCid(ctx.db, me.userId, cid);
  if (stored !== null) {
    connection.send(replyFrame(ChatMsgId.SEND, cid, stored));
    return;
  }
  if (!(await holdsChat(ctx.db, rid, operator.operatorId)))
    return refuse(ResponseCode.ACCESS_DENIED, '该会话已不由您接待');
  const { message, fresh } = await storeMessage(
    ctx.db,
    { rid, userId: me.userId, name: me.name, role: 'agent', vipLevel: 0, msg: text, cid },
    ctx.clock(),
  );
  connection.send(replyFrame(ChatMsgId.SEND, cid, message));
  if (fresh) ctx.deliver(message, [owner.key, me.userId], connection);
}
