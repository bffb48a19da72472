import { ChatMsgId, ResponseCode, type ChatIdentity } from 'shared/contract';
import type { ChatConnection } from './chat-connection';
import type { ChatContext } from './chat-context';
import { refusalFrame, replyFrame } from './chat-frames';
import { guestIdentity, memberIdentity } from './chat-identity';

/** 10001: log in with the jwt of member/jwt; an expired or foreign token answers 6001. */
export async function handleLogin(ctx: ChatContext, connection: ChatConnection, token: string, cid: string): Promise<void> {
  const identity = await memberIdentity(ctx.db, token, ctx.jwtSecret, connection.siteId, ctx.clock());
  if (identity === null) {
    connection.send(refusalFrame(ChatMsgId.LOGIN, cid, ResponseCode.LOGIN_EXPIRED, '聊天登录已失效，请重新登录'));
    return;
  }
  become(ctx, connection, identity);
  connection.send(replyFrame(ChatMsgId.LOGIN, cid, identity));
}

/** 10019: a guest, known by the key the browser keeps. */
export function handleGuestLogin(ctx: ChatContext, connection: ChatConnection, key: string, cid: string): void {
  const identity = guestIdentity(connection.siteId, key);
  become(ctx, connection, identity);
  connection.send(replyFrame(ChatMsgId.GUEST_LOGIN, cid, identity));
}

/** A socket that changes hands (login, logout) leaves the rooms it joined as the other person; the client joins again. */
function become(ctx: ChatContext, connection: ChatConnection, identity: ChatIdentity): void {
  if (connection.identity !== null && connection.identity.userId !== identity.userId) ctx.rooms.leaveAll(connection);
  connection.identity = identity;
}
