import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ChatMsgId, ResponseCode, type ChatServerFrame } from 'shared/contract';
import type { testChatOperate } from 'shared/contract/testing';
import { DomainError } from '../domain/domain-error';
import type { ChatContext } from './chat-context';
import { pushFrame } from './chat-frames';
import { sendToAll } from './chat-rooms';
import { clearMessages } from './message-store';
import { parseRid } from './room-directory';
import { destroyRoom, loadRoomSettings, saveRoomSettings, setMute, type RoomSettings } from './room-store';

export type { OperatedEvent } from './operated-event';

export type ChatOperation = z.output<typeof testChatOperate.request>;
/** Every operation but the outage, which is the hub's own (it refuses new sockets). */
export type RoomOperation = Exclude<ChatOperation, { action: 'outage' }>;

/**
 * The operator console's actions (testChatOperate stands in for it): each changes the room or the
 * member and pushes its message id to the sockets concerned. Answers how many sockets were reached.
 */
export async function operate(ctx: ChatContext, operation: RoomOperation): Promise<number> {
  switch (operation.action) {
    case 'mute': {
      const member = await memberNamed(ctx, operation.name);
      const now = ctx.clock();
      const until = operation.minutes === 0 ? null : new Date(now.getTime() + operation.minutes * 60_000);
      await setMute(ctx.db, roomId(operation.rid), member.userId, until, operation.reason);
      const frame = pushFrame(ChatMsgId.MEMBER_MUTED, {
        rid: operation.rid,
        userId: member.userId,
        mutedUntil: until?.getTime() ?? null,
        reason: operation.reason,
      });
      ctx.tellPeers({ kind: 'operated', to: 'member', userId: member.userId, frame });
      return sendToAll(ctx.socketsOf(member.userId), frame);
    }
    case 'block':
      return changeSettings(
        ctx,
        operation.rid,
        { blocked: operation.blocked },
        pushFrame(ChatMsgId.ROOM_BLOCK, { rid: operation.rid, blocked: operation.blocked }),
      );
    case 'status':
      return changeSettings(
        ctx,
        operation.rid,
        { status: operation.status },
        pushFrame(ChatMsgId.ROOM_STATUS_CHANGE, { rid: operation.rid, status: operation.status }),
      );
    case 'vipLevel':
      return changeSettings(
        ctx,
        operation.rid,
        { vipLevel: operation.vipLevel },
        pushFrame(ChatMsgId.VIP_CHAT_LEVEL, { rid: operation.rid, vipLevel: operation.vipLevel }),
      );
    case 'clear':
      await clearMessages(ctx.db, roomId(operation.rid));
      return toRoom(ctx, operation.rid, pushFrame(ChatMsgId.CLEAR_ROOM, { rid: operation.rid }));
    case 'destroy': {
      await ctx.db.transaction((tx) => destroyRoom(tx, roomId(operation.rid)));
      const frame = pushFrame(ChatMsgId.ROOM_DESTROY, { rid: operation.rid });
      ctx.tellPeers({ kind: 'operated', to: 'room', rid: operation.rid, destroy: true, frame });
      const room = ctx.rooms.remove(operation.rid);
      return room === undefined ? 0 : sendToAll(room.members, frame);
    }
    case 'gift': {
      const member = await memberNamed(ctx, operation.name);
      const frame = pushFrame(ChatMsgId.GIFT_RECORD, {
        rid: roomId(operation.rid),
        userId: member.userId,
        name: member.name,
        gift: operation.gift,
        count: operation.count,
      });
      return toRoom(ctx, operation.rid, frame);
    }
    case 'prediction': {
      const parsed = parseRid(operation.rid);
      if (parsed?.kind !== 'match') throw new DomainError(ResponseCode.INVALID_PARAMETER, '只有比赛聊天室有比分预测');
      return toRoom(
        ctx,
        operation.rid,
        pushFrame(ChatMsgId.SCORE_PREDICTION, {
          rid: operation.rid,
          gameId: parsed.key,
          predictions: operation.predictions,
        }),
      );
    }
    case 'notify': {
      const frame = pushFrame(ChatMsgId.NOTIFICATION, {
        id: randomUUID(),
        title: operation.title,
        content: operation.content,
        level: 'info',
      });
      if (operation.name === undefined) {
        ctx.tellPeers({ kind: 'operated', to: 'everyone', frame });
        return sendToAll(ctx.sockets(), frame);
      }
      const userId = (await memberNamed(ctx, operation.name)).userId;
      ctx.tellPeers({ kind: 'operated', to: 'member', userId, frame });
      return sendToAll(ctx.socketsOf(userId), frame);
    }
  }
}

/** A room id the chat knows the form of; anything else is refused before it is written anywhere. */
function roomId(rid: string): string {
  if (parseRid(rid) === null) throw new DomainError(ResponseCode.INVALID_PARAMETER, '聊天室编号无效');
  return rid;
}

async function memberNamed(ctx: ChatContext, name: string): Promise<{ userId: string; name: string }> {
  const rows = await ctx.db.query<{ id: number; username: string }>(
    'select id, username from members where lower(username) = lower($1)',
    [name],
  );
  const member = rows[0];
  if (member === undefined) throw new DomainError(ResponseCode.NOT_FOUND, `没有名为 ${name} 的会员`);
  return { userId: String(member.id), name: member.username };
}

async function changeSettings(
  ctx: ChatContext,
  rid: string,
  change: Partial<RoomSettings>,
  frame: ChatServerFrame,
): Promise<number> {
  const room = ctx.rooms.get(roomId(rid));
  const settings = { ...(room?.settings ?? (await loadRoomSettings(ctx.db, rid))), ...change };
  await saveRoomSettings(ctx.db, rid, settings, ctx.clock());
  // The room may have been joined while the database answered: the copy in memory is the one sends check.
  const live = ctx.rooms.get(rid);
  if (live !== undefined) live.settings = settings;
  ctx.tellPeers({ kind: 'operated', to: 'room', rid, settings, frame });
  return sendToRoomHere(ctx, rid, frame);
}

/** A frame to the room's sockets on every process. */
function toRoom(ctx: ChatContext, rid: string, frame: ChatServerFrame): number {
  ctx.tellPeers({ kind: 'operated', to: 'room', rid: roomId(rid), frame });
  return sendToRoomHere(ctx, rid, frame);
}

function sendToRoomHere(ctx: ChatContext, rid: string, frame: ChatServerFrame): number {
  const room = ctx.rooms.get(roomId(rid));
  return room === undefined ? 0 : sendToAll(room.members, frame);
}
