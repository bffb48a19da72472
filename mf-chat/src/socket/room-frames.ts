import {
  ChatMsgId,
  type ChatIdentity,
  type ChatMessage,
  type ChatScorePush,
  type ChatServerFrame,
  type ChatServerFrameOf,
} from 'shared/contract';
import { chatDeadline } from '../time/chat-time';
import type { ChatLine } from './chat-room-view';
import { destroyRoom, patchRoom, startOver, type RoomRecord } from './room-record';
import { appendLine, replaceOwnLine } from './room-lines';
import { socketText } from './socket-texts';

/** What applying a room's frame needs of the store. */
export interface RoomFrameContext {
  room(rid: string): RoomRecord | undefined;
  identity(): ChatIdentity | null;
  now(): number;
  /** Adds a system line (who joined, muted, cleared...) to the room. */
  systemLine(record: RoomRecord, text: string): void;
  /** The room changed: its view is rebuilt and the hooks told. */
  changed(record: RoomRecord): void;
  /** Forgets a request still queued on the socket. */
  discard(cid: string): void;
  emitScore(push: ChatScorePush): void;
}

/**
 * Applies a successful frame about one room (a message, a broadcast, a push) to that room.
 * Returns false for frames that are not about a room's content (login, join, history, notification).
 */
export function applyRoomFrame(frame: ChatServerFrame, ctx: RoomFrameContext): boolean {
  const withRoom = <Data extends { rid: string }>(
    data: Data | null,
    apply: (record: RoomRecord, data: Data) => void,
  ): void => {
    const record = data ? ctx.room(data.rid) : undefined;
    if (!data || !record) return;
    apply(record, data);
    ctx.changed(record);
  };
  switch (frame.msgId) {
    case ChatMsgId.SEND:
      if (frame.msgData) message(frame.msgData, ctx);
      return true;
    case ChatMsgId.MEMBER_MUTED:
      withRoom(frame.msgData, (record, data) => muted(record, data, ctx));
      return true;
    case ChatMsgId.ROOM_BLOCK:
      withRoom(frame.msgData, (record, data) => {
        patchRoom(record, { blocked: data.blocked });
        ctx.systemLine(record, socketText(data.blocked ? 'blocked' : 'unblocked'));
      });
      return true;
    case ChatMsgId.ROOM_STATUS_CHANGE:
      withRoom(frame.msgData, (record, data) => {
        patchRoom(record, { status: data.status });
        ctx.systemLine(record, socketText(data.status === 'closed' ? 'closed' : 'opened'));
      });
      return true;
    case ChatMsgId.VIP_CHAT_LEVEL:
      withRoom(frame.msgData, (record, data) => {
        patchRoom(record, { vipLevel: data.vipLevel });
        ctx.systemLine(
          record,
          data.vipLevel > 0 ? socketText('vipLevel', { level: data.vipLevel }) : socketText('vipLevelOff'),
        );
      });
      return true;
    case ChatMsgId.JOIN_BROADCAST:
      withRoom(frame.msgData, (record, data) => ctx.systemLine(record, socketText('joined', { name: data.name })));
      return true;
    case ChatMsgId.ROOM_STATUS_UPDATE:
      withRoom(frame.msgData, (record, data) => patchRoom(record, { title: data.title, online: data.online }));
      return true;
    case ChatMsgId.ROOM_DESTROY:
      withRoom(frame.msgData, (record) => destroyRoom(record, (cid) => ctx.discard(cid)));
      return true;
    case ChatMsgId.SCORE_PUSH:
      if (!frame.msgData) return true;
      ctx.emitScore(frame.msgData);
      withRoom(frame.msgData, (record, data) => {
        record.lastScore = data;
      });
      return true;
    case ChatMsgId.CLEAR_ROOM:
      withRoom(frame.msgData, (record) => {
        startOver(record);
        record.total = 0;
        record.reachedEnd = true;
        ctx.systemLine(record, socketText('cleared'));
      });
      return true;
    case ChatMsgId.JOIN_UNICAST:
      withRoom(frame.msgData, (record, data) => {
        patchRoom(record, { notice: data.notice });
        if (data.notice.trim() !== '') ctx.systemLine(record, data.notice);
      });
      return true;
    case ChatMsgId.GIFT_RECORD:
      withRoom(frame.msgData, (record, data) => {
        record.lastGift = data;
        ctx.systemLine(record, socketText('gift', { name: data.name, gift: data.gift, count: data.count }));
      });
      return true;
    case ChatMsgId.SCORE_PREDICTION:
      withRoom(frame.msgData, (record, data) => {
        record.prediction = data;
      });
      return true;
    default:
      return false;
  }
}

function message(message: ChatMessage, ctx: RoomFrameContext): void {
  const record = ctx.room(message.rid);
  if (!record) return;
  const identity = ctx.identity();
  const mine = identity !== null && message.userId === identity.userId;
  if (record.ids.has(message.id)) {
    // The same message twice (reply and broadcast, or a resend): only a leftover pending line goes.
    if (mine && message.cid !== null) {
      const lines = replaceOwnLine(record.lines, message.cid, null);
      if (lines) {
        record.lines = lines;
        ctx.changed(record);
      }
    }
    return;
  }
  const line: ChatLine = { kind: 'message', message, mine };
  record.ids.add(message.id);
  record.total += 1;
  record.lines =
    (mine && message.cid !== null ? replaceOwnLine(record.lines, message.cid, line) : null) ??
    appendLine(record.lines, line);
  if (!mine && message.role !== 'system') record.unread += 1;
  ctx.changed(record);
}

function muted(
  record: RoomRecord,
  data: NonNullable<ChatServerFrameOf<typeof ChatMsgId.MEMBER_MUTED>['msgData']>,
  ctx: RoomFrameContext,
): void {
  const identity = ctx.identity();
  if (identity && data.userId !== identity.userId) return;
  const now = ctx.now();
  const until = data.mutedUntil !== null && data.mutedUntil > now ? data.mutedUntil : null;
  record.mutedUntil = until;
  record.mutedReason = until === null ? '' : data.reason.trim();
  if (until === null) ctx.systemLine(record, socketText('unmuted'));
  else {
    const time = chatDeadline(until, now);
    ctx.systemLine(
      record,
      data.reason.trim() ? socketText('mutedReason', { time, reason: data.reason }) : socketText('muted', { time }),
    );
  }
}
