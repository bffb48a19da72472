import {
  CHAT_HISTORY_PAGE_SIZE,
  messageForCode,
  ResponseCode,
  type ChatHistoryPage,
  type ChatIdentity,
  type ChatJoinResult,
  type ChatRoom,
  type ChatScorePush,
} from 'shared/contract';
import type { ChatLine, ChatRoomView, ChatSendResult } from './chat-room-view';
import { compareMessages, insertHistoryLine, newestMessage, ownPendingLines, replaceOwnLine } from './room-lines';
import { socketText } from './socket-texts';

export type RoomStatus = ChatRoomView['status'];

export interface RoomRecord {
  rid: string;
  /** Hooks tracking it; a room nobody tracks is not joined again and is forgotten at the next login. */
  refs: number;
  status: RoomStatus;
  error: string | null;
  room: ChatRoom | null;
  lines: readonly ChatLine[];
  /** Ids of the messages among the lines. */
  ids: Set<string>;
  mutedUntil: number | null;
  /** The operator's reason of the mute this socket was told of ('' when none or not known). */
  mutedReason: string;
  lastScore: ChatScorePush | null;
  prediction: ChatRoomView['prediction'];
  lastGift: ChatRoomView['lastGift'];
  /** Messages the room holds, as the last history page said. */
  total: number;
  /** The oldest page has been loaded. */
  reachedEnd: boolean;
  loadingOlder: boolean;
  /** Joined under the current login: sends and socket history requests may go. */
  live: boolean;
  joinCid: string | null;
  historyCid: string | null;
  /** The socket history request in flight is an older page (not page 1 after joining). */
  historyOlder: boolean;
  /** Bumped when the lines start over (cleared, new identity): late HTTP pages are dropped. */
  epoch: number;
  unread: number;
  view: ChatRoomView | null;
  send: (text: string) => ChatSendResult;
  loadOlder: () => void;
  retry: () => void;
}

export const IDLE_VIEW: ChatRoomView = {
  status: 'idle',
  error: null,
  room: null,
  lines: [],
  hasOlder: false,
  loadingOlder: false,
  loadOlder: () => undefined,
  mutedUntil: null,
  mutedReason: '',
  lastScore: null,
  prediction: null,
  lastGift: null,
  send: () => ({ ok: false, reason: socketText('notJoined') }),
  retry: () => undefined,
};

export const isSupportRid = (rid: string) => rid.startsWith('support-');

/** A support room may be joined only by its own guest or member: another's is refused, and the page follows the new identity. */
export const mayJoin = (record: RoomRecord, identity: ChatIdentity | null) =>
  !identity || !isSupportRid(record.rid) || record.rid === identity.supportRid;

/** What a room's view calls back into the store. */
export interface RoomActions {
  send: (text: string) => ChatSendResult;
  loadOlder: () => void;
  retry: () => void;
}

export function newRoomRecord(rid: string, actions: RoomActions): RoomRecord {
  return {
    rid,
    refs: 0,
    status: 'idle',
    error: null,
    room: null,
    lines: [],
    ids: new Set(),
    mutedUntil: null,
    mutedReason: '',
    lastScore: null,
    prediction: null,
    lastGift: null,
    total: 0,
    reachedEnd: false,
    loadingOlder: false,
    live: false,
    joinCid: null,
    historyCid: null,
    historyOlder: false,
    epoch: 0,
    unread: 0,
    view: null,
    ...actions,
  };
}

/** The room as the hooks read it: rebuilt only after a change, so React sees a stable snapshot. */
export function roomViewOf(record: RoomRecord): ChatRoomView {
  record.view ??= {
    status: record.status,
    error: record.error,
    room: record.room,
    lines: record.lines,
    hasOlder: !record.reachedEnd && record.ids.size < record.total,
    loadingOlder: record.loadingOlder,
    loadOlder: record.loadOlder,
    mutedUntil: record.mutedUntil,
    mutedReason: record.mutedReason,
    lastScore: record.lastScore,
    prediction: record.prediction,
    lastGift: record.lastGift,
    send: record.send,
    retry: record.retry,
  };
  return record.view;
}

/** Empties the room's content (pending sends stay; they are still on their way). */
export function startOver(record: RoomRecord): void {
  record.epoch += 1;
  record.lines = ownPendingLines(record.lines);
  record.ids = new Set();
  record.total = 0;
  record.reachedEnd = false;
  record.loadingOlder = false;
  record.historyCid = null;
  record.unread = 0;
  record.view = null;
}

/**
 * Adds a page of history. Page 1 after joining again may not reach back to the messages held
 * (many were said while we were away): then the room starts over from that page, so no gap shows.
 */
export function applyPage(
  record: RoomRecord,
  page: ChatHistoryPage,
  first: boolean,
  identity: ChatIdentity | null,
): void {
  record.total = page.total;
  if (first && page.list.length >= page.pageSize && page.list.every((message) => !record.ids.has(message.id))) {
    const newest = newestMessage(record.lines);
    const oldestOfPage = page.list[0];
    if (newest && oldestOfPage && compareMessages(oldestOfPage, newest) > 0) {
      record.lines = ownPendingLines(record.lines);
      record.ids = new Set();
      record.reachedEnd = false;
    }
  }
  for (const message of page.list) {
    if (record.ids.has(message.id)) continue;
    record.ids.add(message.id);
    const mine = identity !== null && message.userId === identity.userId;
    record.lines = insertHistoryLine(record.lines, { kind: 'message', message, mine });
  }
  if (page.list.length < page.pageSize || page.pageNum * page.pageSize >= page.total) record.reachedEnd = true;
}

/** The room is gone: sends waiting for it would wait forever, so they are refused as the server would. */
export function destroyRoom(record: RoomRecord, discard: (cid: string) => void): void {
  record.status = 'destroyed';
  record.live = false;
  record.joinCid = null;
  record.historyCid = null;
  record.loadingOlder = false;
  record.lines = record.lines.map((line) => {
    if (line.kind !== 'pending') return line;
    discard(line.cid);
    return {
      kind: 'refused',
      cid: line.cid,
      msg: line.msg,
      at: line.at,
      reason: messageForCode(ResponseCode.CHAT_ROOM_CLOSED),
    };
  });
}

export function patchRoom(record: RoomRecord, patch: Partial<ChatRoom>): void {
  if (record.room) record.room = { ...record.room, ...patch };
}

/** The socket dropped or logs in again: no room is joined, and requests in flight on it are gone. */
export function roomOffline(record: RoomRecord): void {
  record.live = false;
  record.joinCid = null;
  if (record.historyCid !== null) {
    record.historyCid = null;
    if (record.historyOlder) record.loadingOlder = false;
  }
  record.view = null;
}

/** The server accepted the join: sends and socket history may go. */
export function markJoined(record: RoomRecord, joined: ChatJoinResult): void {
  record.joinCid = null;
  record.status = 'joined';
  record.error = null;
  record.live = true;
  record.room = joined.room;
  // The join says until when, not why: a reason heard of is kept while it is the same mute.
  if (joined.mutedUntil !== record.mutedUntil) record.mutedReason = '';
  record.mutedUntil = joined.mutedUntil;
}

/** Which of a room's requests a refusal (by cid) answered. */
export type Refused = 'join' | 'history' | 'send';

/** A request the server refused: a send becomes a refused line, a join fails, a history load stops. */
export function refuseRequest(record: RoomRecord, cid: string, reason: string): Refused | null {
  if (record.joinCid === cid) {
    record.joinCid = null;
    record.status = 'failed';
    record.error = reason;
    record.live = false;
    return 'join';
  }
  if (record.historyCid === cid) {
    record.historyCid = null;
    if (record.historyOlder) record.loadingOlder = false;
    return 'history';
  }
  const line = record.lines.find((other) => other.kind === 'pending' && other.cid === cid);
  if (line?.kind !== 'pending') return null;
  record.lines =
    replaceOwnLine(record.lines, cid, { kind: 'refused', cid, msg: line.msg, at: line.at, reason }) ?? record.lines;
  return 'send';
}

/**
 * The page of older messages to load next, or null when there is none or one is loading. Pages
 * count from the newest message and new ones keep arriving: the page after the messages held
 * overlaps them a little, and the overlap is dropped by id.
 */
export function olderPageNum(record: RoomRecord): number | null {
  if (record.status !== 'joined' || record.loadingOlder) return null;
  if (record.reachedEnd || record.ids.size >= record.total) return null;
  return Math.floor(record.ids.size / CHAT_HISTORY_PAGE_SIZE) + 1;
}
