import { ChatMsgId, ResponseCode } from 'shared/contract';
import type { ChatConnection } from './chat-connection';
import type { ChatContext } from './chat-context';
import { pushFrame, refusalFrame, replyFrame } from './chat-frames';
import { findRoom } from './room-directory';
import { mutedUntil } from './room-store';
import { operatorRoom } from './support-desk/operator-chat';

/**
 * 10002: the room (with its online count) and the caller's mute in it, then the notice (10016) and,
 * in a match room, the current score (10014) to the caller; a newcomer is announced to the others
 * while the room is small (10008, ChatRooms.announceJoin) and the room's new online count goes to
 * everyone in it within a second (10009, ChatRooms.onlineChanged).
 */
export async function handleJoin(
  ctx: ChatContext,
  connection: ChatConnection,
  rid: string,
  cid: string,
): Promise<void> {
  const me = connection.identity;
  if (me === null) {
    connection.send(refusalFrame(ChatMsgId.JOIN_ROOM, cid, ResponseCode.ACCESS_DENIED, '请先登录聊天'));
    return;
  }
  const found =
    connection.operator === null
      ? findRoom(rid, me, ctx.findMatch)
      : await operatorRoom(ctx.db, rid, connection.operator.operatorId);
  if (!found.ok) {
    connection.send(refusalFrame(ChatMsgId.JOIN_ROOM, cid, found.code, found.msg));
    return;
  }
  const opened = await ctx.rooms.open(found.room);
  const muted = await mutedUntil(ctx.db, rid, me.userId, ctx.clock());
  // The login may have changed while the database answered; this join belongs to the old one.
  if (connection.identity !== me || connection.isClosed) return;
  const newcomer = !connection.rooms.has(rid);
  const room = ctx.rooms.admit(opened, connection);
  connection.send(replyFrame(ChatMsgId.JOIN_ROOM, cid, { room: ctx.rooms.view(room), mutedUntil: muted }));
  connection.send(pushFrame(ChatMsgId.JOIN_UNICAST, { rid, notice: room.notice }));
  // The score as it stands, so a room opened between two goals does not wait for the next one.
  const current = found.room.gameId === null ? null : ctx.findMatch(found.room.gameId);
  if (current !== null) connection.send(pushFrame(ChatMsgId.SCORE_PUSH, { ...current.live, rid }));
  if (!newcomer) return;
  ctx.rooms.announceJoin(
    room,
    pushFrame(ChatMsgId.JOIN_BROADCAST, { rid, userId: me.userId, name: me.name, vipLevel: me.vipLevel }),
    connection,
  );
  ctx.rooms.onlineChanged(room);
}
