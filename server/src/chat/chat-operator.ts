import { randomUUID } from 'node:crypto';
import { ChatMsgId, ResponseCode, type ChatServerFrame } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { ChatContext } from './chat-context';
import { pushFrame } from './chat-frames';
import { sendToAll } from './chat-rooms';
import { clearMessages } from './message-store';
import { parseRid } from './room-directory';
import type { OperationChange, RecordOperation, RoomOperation } from './room-operation';
import { destroyRoom, loadRoomSettings, saveRoomSettings, setMute, type RoomSettings } from './room-store';

export type { OperatedEvent } from './operated-event';
export type { RoomOperation, RecordOperation } from './room-operation';

const recordNothing: RecordOperation = async () => undefined;

/**
 * The operator's actions: each writes its change and `record`s it in one transaction, then pushes
 * its message id to the sockets concerned here and tells the other processes. Answers how many
 * sockets were reached on this process.
 */
export async function operate(
  ctx: ChatContext,
  operation: RoomOperation,
  record: RecordOperation = recordNothing,
): Promise<number> {
  const stored = (write: (tx: Queryable) => Promise<OperationChange>): Promise<void> =>
    ctx.db.transaction(async (tx) => record(tx, await write(tx)));
  switch (operation.action) {
    case 'mute': {
      const rid = roomId(operation.rid);
      const member = await memberNamed(ctx, operation.name);
      const now = ctx.clock();
      const until = operation.minutes === 0 ? null : new Date(now.getTime() + operation.minutes * 60_000);
      await stored(async (tx) => {
        const before = await muteOf(tx, rid, member.userId, now);
        await setMute(tx, rid, member.userId, until, operation.reason);
        const after = until === null ? null : { mutedUntil: until.toISOString(), reason: operation.reason };
        return {
          target: `chat:${rid}`,
          before: { member: member.name, mute: before },
          after: { member: member.name, mute: after },
        };
      });
      const frame = pushFrame(ChatMsgId.MEMBER_MUTED, {
        rid,
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
        record,
        operation.rid,
        { blocked: operation.blocked },
        pushFrame(ChatMsgId.ROOM_BLOCK, { rid: operation.rid, blocked: operation.blocked }),
      );
    case 'status':
      return changeSettings(
        ctx,
        record,
        operation.rid,
        { status: operation.status },
        pushFrame(ChatMsgId.ROOM_STATUS_CHANGE, { rid: operation.rid, status: operation.status }),
      );
    case 'vipLevel':
      return changeSettings(
        ctx,
        record,
        operation.rid,
        { vipLevel: operation.vipLevel },
        pushFrame(ChatMsgId.VIP_CHAT_LEVEL, { rid: operation.rid, vipLevel: operation.vipLevel }),
      );
    case 'clear': {
      const rid = roomId(operation.rid);
      await stored(async (tx) => ({
        target: `chat:${rid}`,
        before: { messages: await clearMessages(tx, rid) },
        after: { messages: 0 },
      }));
      return toRoom(ctx, rid, pushFrame(ChatMsgId.CLEAR_ROOM, { rid }));
    }
    case 'destroy': {
      const rid = roomId(operation.rid);
      await stored(async (tx) => {
        const before = await loadRoomSettings(tx, rid);
        await destroyRoom(tx, rid);
        return { target: `chat:${rid}`, before, after: null };
      });
      const frame = pushFrame(ChatMsgId.ROOM_DESTROY, { rid });
      ctx.tellPeers({ kind: 'operated', to: 'room', rid, destroy: true, frame });
      const room = ctx.rooms.remove(rid);
      return room === undefined ? 0 : sendToAll(room.members, frame);
    }
    case 'gift': {
      const rid = roomId(operation.rid);
      const member = await memberNamed(ctx, operation.name);
      const gift = { userId: member.userId, name: member.name, gift: operation.gift, count: operation.count };
      await stored(async () => ({ target: `chat:${rid}`, before: null, after: gift }));
      return toRoom(ctx, rid, pushFrame(ChatMsgId.GIFT_RECORD, { rid, ...gift }));
    }
    case 'prediction': {
      const rid = roomId(operation.rid);
      const parsed = parseRid(rid);
      if (parsed?.kind !== 'match') throw new DomainError(ResponseCode.INVALID_PARAMETER, '只有比赛聊天室有比分预测');
      await stored(async () => ({
        target: `chat:${rid}`,
        before: null,
        after: { predictions: operation.predictions },
      }));
      return toRoom(
        ctx,
        rid,
        pushFrame(ChatMsgId.SCORE_PREDICTION, { rid, gameId: parsed.key, predictions: operation.predictions }),
      );
    }
    case 'notify': {
      const notice = { id: randomUUID(), title: operation.title, content: operation.content, level: 'info' as const };
      const frame = pushFrame(ChatMsgId.NOTIFICATION, notice);
      if (operation.name === undefined) {
        await stored(async () => ({ target: 'chat:everyone', before: null, after: notice }));
        ctx.tellPeers({ kind: 'operated', to: 'everyone', frame });
        return sendToAll(ctx.sockets(), frame);
      }
      const member = await memberNamed(ctx, operation.name);
      await stored(async () => ({ target: `member:${member.userId}`, before: null, after: notice }));
      ctx.tellPeers({ kind: 'operated', to: 'member', userId: member.userId, frame });
      return sendToAll(ctx.socketsOf(member.userId), frame);
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

async function muteOf(
  tx: Queryable,
  rid: string,
  userId: string,
  now: Date,
): Promise<{ mutedUntil: string; reason: string } | null> {
  const rows = await tx.query<{ until: Date; reason: string }>(
    'select muted_until as until, reason from chat_mutes where rid = $1 and user_id = $2 and muted_until > $3',
    [rid, userId, now],
  );
  const row = rows[0];
  return row === undefined ? null : { mutedUntil: row.until.toISOString(), reason: row.reason };
}

async function changeSettings(
  ctx: ChatContext,
  record: RecordOperation,
  rid: string,
  change: Partial<RoomSettings>,
  frame: ChatServerFrame,
): Promise<number> {
  const room = ctx.rooms.get(roomId(rid));
  const settings = await ctx.db.transaction(async (tx) => {
    const before = room?.settings ?? (await loadRoomSettings(tx, rid));
    const after = { ...before, ...change };
    await saveRoomSettings(tx, rid, after, ctx.clock());
    await record(tx, { target: `chat:${rid}`, before, after });
    return after;
  });
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
