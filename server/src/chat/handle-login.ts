import { CHAT_CLOSE_POLICY, ChatMsgId, ResponseCode, type ChatIdentity } from 'shared/contract';
import { recordChatTrace } from '../sites/trace-lookup';
import type { ChatConnection } from './chat-connection';
import type { ChatContext } from './chat-context';
import { refusalFrame, replyFrame } from './chat-frames';
import { guestIdentity, memberIdentity } from './chat-identity';
import { handleOperatorLogin, isConsoleToken } from './support-desk/operator-chat';

/**
 * 10001: log in with the jwt of member/jwt; an expired or foreign token answers 6001. `traceId` is the
 * page load the login came from: support finds the player's support room by it.
 */
export async function handleLogin(
  ctx: ChatContext,
  connection: ChatConnection,
  token: string,
  cid: string,
  traceId?: string,
): Promise<void> {
  if (isConsoleToken(token)) return handleOperatorLogin(ctx, connection, token, cid);
  const login = await memberIdentity(ctx.db, token, ctx.jwtSecret, connection.siteId, ctx.clock());
  if (login === null) {
    connection.send(refusalFrame(ChatMsgId.LOGIN, cid, ResponseCode.LOGIN_EXPIRED, '聊天登录已失效，请重新登录'));
    return;
  }
  const { identity } = login;
  if (overPersonCap(ctx, connection, identity)) return;
  become(ctx, connection, identity, login.sessionId);
  connection.send(replyFrame(ChatMsgId.LOGIN, cid, identity));
  await noteTrace(ctx, connection, identity, traceId);
}

/** 10019: a guest, known by the key the browser keeps. */
export async function handleGuestLogin(
  ctx: ChatContext,
  connection: ChatConnection,
  key: string,
  cid: string,
  traceId?: string,
): Promise<void> {
  const identity = guestIdentity(connection.siteId, key);
  if (overPersonCap(ctx, connection, identity)) return;
  become(ctx, connection, identity, null);
  connection.send(replyFrame(ChatMsgId.GUEST_LOGIN, cid, identity));
  await noteTrace(ctx, connection, identity, traceId);
}

/** The close reason of a socket over its person's cap. */
export const TOO_MANY_FOR_PERSON = 'too many chat sockets for this account';

/**
 * A person already logged in on CHAT_SOCKETS_PER_PERSON other sockets: this one is closed (4008) with
 * the reason instead of logging in. Answers whether it was.
 */
function overPersonCap(ctx: ChatContext, connection: ChatConnection, identity: ChatIdentity): boolean {
  const others = ctx.socketsOf(identity.userId).filter((other) => other !== connection && !other.isClosed).length;
  if (others < ctx.socketsPerPerson) return false;
  ctx.log.info({ user: identity.userId }, 'chat login refused: too many sockets for one person');
  ctx.drop(connection, CHAT_CLOSE_POLICY, TOO_MANY_FOR_PERSON);
  return true;
}

/** Keeps which page load opened this person's chat; a failure to note it never costs the player the chat. */
async function noteTrace(
  ctx: ChatContext,
  connection: ChatConnection,
  identity: ChatIdentity,
  traceId: string | undefined,
): Promise<void> {
  if (traceId === undefined) return;
  try {
    await recordChatTrace(
      ctx.db,
      { traceId, siteId: connection.siteId, userId: identity.userId, supportRid: identity.supportRid },
      ctx.clock(),
    );
  } catch (error) {
    ctx.log.error({ err: error, traceId }, 'could not keep the trace id of a chat login');
  }
}

/**
 * A socket that changes hands (login, logout) leaves the rooms it joined as the other person; the
 * client joins again. A member's socket keeps the session it logged in under (a guest's none).
 */
function become(ctx: ChatContext, connection: ChatConnection, identity: ChatIdentity, sessionId: number | null): void {
  if (connection.identity !== null && connection.identity.userId !== identity.userId) ctx.rooms.leaveAll(connection);
  connection.identity = identity;
  connection.sessionId = sessionId;
  connection.operator = null;
}
