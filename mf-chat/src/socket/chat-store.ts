import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  ChatMsgId,
  ResponseCode,
  messageForCode,
  type ChatHistoryPage,
  type ChatIdentity,
  type ChatMessage,
  type ChatNotification,
  type ChatRoom,
  type ChatServerFrame,
  type ChatServerFrameOf,
  type ChatScorePush,
} from 'shared/contract';
import type { ToastMessage } from 'shared/bus';
import { errorMessage } from 'shared/api';
import type { ChatConnectionState, ChatConnectionView, ChatLine, ChatRoomView, ChatSendResult } from './chat-room-view';
import { defaultChatLog, type ChatLog, type ChatRequestFrame } from './chat-socket';
import { appendLine, compareMessages, insertHistoryLine, newestMessage, ownPendingLines, replaceOwnLine } from './room-lines';
import { chatDeadline } from '../time/chat-time';
import { socketText } from './socket-texts';

/** What the store needs of the socket (ChatSocket is one). */
export interface ChatTransport {
  /** Open and logged in. */
  readonly ready: boolean;
  request(frame: ChatRequestFrame, durable: boolean): void;
  discard(cid: string): void;
  flush(): void;
}

export interface HistoryRequest {
  rid: string;
  pageNum: number;
  pageSize: number;
}

export interface ChatStoreDeps {
  /** POST /stream/api/v1/history (older pages). */
  fetchHistory: (request: HistoryRequest) => Promise<ChatHistoryPage>;
  /** A score push, handed on to the sports book (bus 'chat:score'). */
  emitScore: (push: ChatScorePush) => void;
  toast: (message: ToastMessage) => void;
  log?: ChatLog | undefined;
  now?: (() => number) | undefined;
  newId?: (() => string) | undefined;
}

/** ChatConnectionView plus the last internal notification (60000), kept after its toast. */
export interface ChatConnectionSnapshot extends ChatConnectionView {
  notification: ChatNotification | null;
}

type RoomStatus = ChatRoomView['status'];

interface RoomRecord {
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

const IDLE_VIEW: ChatRoomView = {
  status: 'idle',
  error: null,
  room: null,
  lines: [],
  hasOlder: false,
  loadingOlder: false,
  loadOlder: () => undefined,
  mutedUntil: null,
  lastScore: null,
  prediction: null,
  lastGift: null,
  send: () => ({ ok: false, reason: socketText('notJoined') }),
  retry: () => undefined,
};

const isSupportRid = (rid: string) => rid.startsWith('support-');

/**
 * The chat state of the page: the connection, who we are, and every tracked room with its lines.
 * It handles every message id of SPEC §4 and is read by the hooks through useSyncExternalStore
 * (views are rebuilt only when their room changes, so React sees stable snapshots).
 */
export class ChatStore {
  private rooms = new Map<string, RoomRecord>();
  private identity: ChatIdentity | null = null;
  private state: ChatConnectionState = 'connecting';
  private notification: ChatNotification | null = null;
  private seenNotifications = new Set<string>();
  private connectionView: ChatConnectionSnapshot | null = null;
  private listeners = new Set<() => void>();
  private transport: ChatTransport | null = null;
  private systemSerial = 0;

  private readonly log: ChatLog;
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(private readonly deps: ChatStoreDeps) {
    this.log = deps.log ?? defaultChatLog;
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? (() => crypto.randomUUID());
  }

  attach(transport: ChatTransport | null): void {
    this.transport = transport;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  // ─── Reading ────────────────────────────────────────────────────────────────────────────────

  roomView(rid: string | null): ChatRoomView {
    const record = rid === null ? undefined : this.rooms.get(rid);
    if (!record) return IDLE_VIEW;
    record.view ??= {
      status: record.status,
      error: record.error,
      room: record.room,
      lines: record.lines,
      hasOlder: !record.reachedEnd && record.ids.size < record.total,
      loadingOlder: record.loadingOlder,
      loadOlder: record.loadOlder,
      mutedUntil: record.mutedUntil,
      lastScore: record.lastScore,
      prediction: record.prediction,
      lastGift: record.lastGift,
      send: record.send,
      retry: record.retry,
    };
    return record.view;
  }

  connection(): ChatConnectionSnapshot {
    this.connectionView ??= { state: this.state, identity: this.identity, notification: this.notification };
    return this.connectionView;
  }

  unreadCount(rid: string | null): number {
    return rid === null ? 0 : (this.rooms.get(rid)?.unread ?? 0);
  }

  markRead(rid: string): void {
    const record = this.rooms.get(rid);
    if (!record || record.unread === 0) return;
    record.unread = 0;
    this.notify();
  }

  // ─── Rooms the page shows ──────────────────────────────────────────────────────────────────

  /** Joins the room while someone tracks it; returns the function that stops tracking. */
  track(rid: string): () => void {
    let record = this.rooms.get(rid);
    if (!record) {
      record = this.newRecord(rid);
      this.rooms.set(rid, record);
    }
    record.refs += 1;
    if (record.status === 'idle' || (record.status === 'joining' && record.joinCid === null)) {
      this.requestJoin(record);
      this.changed(record);
    }
    const tracked = record;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      tracked.refs = Math.max(0, tracked.refs - 1);
    };
  }

  send(rid: string, text: string): ChatSendResult {
    const msg = text.trim();
    if (msg === '') return { ok: false, reason: socketText('empty') };
    if ([...msg].length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, reason: socketText('tooLong', { max: CHAT_MESSAGE_MAX_LENGTH }) };
    const record = this.rooms.get(rid);
    if (!record || record.status !== 'joined' || !this.transport) return { ok: false, reason: socketText('notJoined') };
    const cid = this.newId();
    record.lines = appendLine(record.lines, { kind: 'pending', cid, msg, at: this.now() });
    this.changed(record);
    this.transport.request({ msgId: ChatMsgId.SEND, msgData: { rid, msg, cid } }, true);
    return { ok: true };
  }

  loadOlder(rid: string): void {
    const record = this.rooms.get(rid);
    if (!record || record.status !== 'joined' || record.loadingOlder) return;
    if (record.reachedEnd || record.ids.size >= record.total) return;
    // Pages count from the newest message, and new messages keep arriving: the page after the
    // messages held overlaps them a little, and the overlap is dropped by id.
    const pageNum = Math.floor(record.ids.size / CHAT_HISTORY_PAGE_SIZE) + 1;
    record.loadingOlder = true;
    this.changed(record);
    // A guest's support room is readable only on the socket, where the guest identity is known.
    if (this.identity?.guest && isSupportRid(rid)) {
      this.requestHistory(record, pageNum, true);
      return;
    }
    const epoch = record.epoch;
    const current = () => this.rooms.get(rid) === record && record.epoch === epoch;
    this.deps
      .fetchHistory({ rid, pageNum, pageSize: CHAT_HISTORY_PAGE_SIZE })
      .then((page) => {
        if (!current()) return;
        record.loadingOlder = false;
        this.applyPage(record, page, false);
        this.changed(record);
      })
      .catch((error: unknown) => {
        if (!current()) return;
        record.loadingOlder = false;
        this.changed(record);
        this.log(`loading older messages of ${rid} failed`, error);
        this.deps.toast({ message: errorMessage(error, socketText('historyFailed')), kind: 'error' });
      });
  }

  retry(rid: string): void {
    const record = this.rooms.get(rid);
    if (!record || (record.status !== 'failed' && record.status !== 'destroyed')) return;
    if (record.status === 'destroyed') this.startOver(record);
    this.requestJoin(record);
    this.changed(record);
  }

  // ─── The socket's reports ──────────────────────────────────────────────────────────────────

  onState(state: ChatConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    this.connectionView = null;
    this.notify();
  }

  /** No room is joined any more; requests in flight on the socket are gone. */
  onOffline(): void {
    for (const record of this.rooms.values()) {
      record.live = false;
      record.joinCid = null;
      if (record.historyCid !== null) {
        record.historyCid = null;
        if (record.historyOlder) record.loadingOlder = false;
      }
      record.view = null;
    }
    this.notify();
  }

  /** 10001 / 10019 accepted: who we are now. Rooms are joined again (a new identity starts them over). */
  onLogin(identity: ChatIdentity): void {
    const switched = this.identity?.userId !== identity.userId;
    this.identity = identity;
    this.connectionView = null;
    for (const [rid, record] of this.rooms) {
      if (record.refs === 0) {
        this.rooms.delete(rid);
        continue;
      }
      if (switched) {
        for (const line of record.lines) if (line.kind === 'pending') this.transport?.discard(line.cid);
        this.startOver(record);
        record.status = 'idle';
      }
      if (record.status !== 'destroyed') this.requestJoin(record);
      record.view = null;
    }
    this.notify();
  }

  /** Whether a queued request may go now: sends and history wait until their room is joined again. */
  canSend(frame: ChatRequestFrame): boolean {
    if (frame.msgId === ChatMsgId.SEND || frame.msgId === ChatMsgId.HISTORY) return this.rooms.get(frame.msgData.rid)?.live === true;
    return true;
  }

  onFrame(frame: ChatServerFrame): void {
    if (frame.code !== ResponseCode.SUCCESS) {
      this.refused(frame);
      return;
    }
    switch (frame.msgId) {
      case ChatMsgId.HEARTBEAT:
        return;
      case ChatMsgId.LOGIN:
      case ChatMsgId.GUEST_LOGIN:
        if (frame.msgData) this.onLogin(frame.msgData);
        return;
      case ChatMsgId.JOIN_ROOM:
        return this.joined(frame);
      case ChatMsgId.SEND:
        if (frame.msgData) this.message(frame.msgData);
        return;
      case ChatMsgId.MEMBER_MUTED:
        return this.muted(frame);
      case ChatMsgId.ROOM_BLOCK:
        return this.withRoom(frame.msgData, (record, data) => {
          this.patchRoom(record, { blocked: data.blocked });
          this.systemLine(record, socketText(data.blocked ? 'blocked' : 'unblocked'));
        });
      case ChatMsgId.ROOM_STATUS_CHANGE:
        return this.withRoom(frame.msgData, (record, data) => {
          this.patchRoom(record, { status: data.status });
          this.systemLine(record, socketText(data.status === 'closed' ? 'closed' : 'opened'));
        });
      case ChatMsgId.VIP_CHAT_LEVEL:
        return this.withRoom(frame.msgData, (record, data) => {
          this.patchRoom(record, { vipLevel: data.vipLevel });
          this.systemLine(record, data.vipLevel > 0 ? socketText('vipLevel', { level: data.vipLevel }) : socketText('vipLevelOff'));
        });
      case ChatMsgId.JOIN_BROADCAST:
        return this.withRoom(frame.msgData, (record, data) => this.systemLine(record, socketText('joined', { name: data.name })));
      case ChatMsgId.ROOM_STATUS_UPDATE:
        return this.withRoom(frame.msgData, (record, data) => this.patchRoom(record, { title: data.title, online: data.online }));
      case ChatMsgId.HISTORY:
        return this.history(frame);
      case ChatMsgId.ROOM_DESTROY:
        return this.withRoom(frame.msgData, (record) => this.destroyed(record));
      case ChatMsgId.SCORE_PUSH:
        if (!frame.msgData) return;
        this.deps.emitScore(frame.msgData);
        return this.withRoom(frame.msgData, (record, data) => {
          record.lastScore = data;
        });
      case ChatMsgId.CLEAR_ROOM:
        return this.withRoom(frame.msgData, (record) => {
          this.startOver(record);
          record.total = 0;
          record.reachedEnd = true;
          this.systemLine(record, socketText('cleared'));
        });
      case ChatMsgId.JOIN_UNICAST:
        return this.withRoom(frame.msgData, (record, data) => {
          this.patchRoom(record, { notice: data.notice });
          if (data.notice.trim() !== '') this.systemLine(record, data.notice);
        });
      case ChatMsgId.GIFT_RECORD:
        return this.withRoom(frame.msgData, (record, data) => {
          record.lastGift = data;
          this.systemLine(record, socketText('gift', { name: data.name, gift: data.gift, count: data.count }));
        });
      case ChatMsgId.SCORE_PREDICTION:
        return this.withRoom(frame.msgData, (record, data) => {
          record.prediction = data;
        });
      case ChatMsgId.NOTIFICATION:
        return this.notified(frame.msgData);
    }
  }

  // ─── Handlers ──────────────────────────────────────────────────────────────────────────────

  /** A request the server refused: a send becomes a refused line, a join fails, a history load stops. */
  private refused(frame: ChatServerFrame): void {
    const reason = frame.msg?.trim() ? frame.msg : messageForCode(frame.code);
    const cid = frame.cid;
    if (cid === undefined) {
      this.log(`refusal without a request (${frame.msgId}, ${frame.code})`);
      return;
    }
    for (const record of this.rooms.values()) {
      if (record.joinCid === cid) {
        record.joinCid = null;
        record.status = 'failed';
        record.error = reason;
        record.live = false;
        return this.changed(record);
      }
      if (record.historyCid === cid) {
        record.historyCid = null;
        if (record.historyOlder) record.loadingOlder = false;
        this.log(`history of ${record.rid} refused (${frame.code} ${reason})`);
        return this.changed(record);
      }
      const line = record.lines.find((other) => other.kind === 'pending' && other.cid === cid);
      if (line?.kind === 'pending') {
        record.lines = replaceOwnLine(record.lines, cid, { kind: 'refused', cid, msg: line.msg, at: line.at, reason }) ?? record.lines;
        return this.changed(record);
      }
    }
    this.log(`refusal of an unknown request (${frame.msgId}, ${frame.code} ${reason})`);
  }

  private joined(frame: ChatServerFrameOf<typeof ChatMsgId.JOIN_ROOM>): void {
    const record = [...this.rooms.values()].find((candidate) => candidate.joinCid !== null && candidate.joinCid === frame.cid);
    if (!record || !frame.msgData) return;
    record.joinCid = null;
    record.status = 'joined';
    record.error = null;
    record.live = true;
    record.room = frame.msgData.room;
    record.mutedUntil = frame.msgData.mutedUntil;
    this.changed(record);
    this.requestHistory(record, 1, false);
    // Sends held while the room was being joined again may go now.
    this.transport?.flush();
  }

  private message(message: ChatMessage): void {
    const record = this.rooms.get(message.rid);
    if (!record) return;
    const mine = this.identity !== null && message.userId === this.identity.userId;
    if (record.ids.has(message.id)) {
      // The same message twice (reply and broadcast, or a resend): only a leftover pending line goes.
      if (mine && message.cid !== null) {
        const lines = replaceOwnLine(record.lines, message.cid, null);
        if (lines) {
          record.lines = lines;
          this.changed(record);
        }
      }
      return;
    }
    const line: ChatLine = { kind: 'message', message, mine };
    record.ids.add(message.id);
    record.total += 1;
    record.lines = (mine && message.cid !== null ? replaceOwnLine(record.lines, message.cid, line) : null) ?? appendLine(record.lines, line);
    if (!mine && message.role !== 'system') record.unread += 1;
    this.changed(record);
  }

  private muted(frame: ChatServerFrameOf<typeof ChatMsgId.MEMBER_MUTED>): void {
    this.withRoom(frame.msgData, (record, data) => {
      if (this.identity && data.userId !== this.identity.userId) return;
      const until = data.mutedUntil !== null && data.mutedUntil > this.now() ? data.mutedUntil : null;
      record.mutedUntil = until;
      if (until === null) this.systemLine(record, socketText('unmuted'));
      else {
        const time = chatDeadline(until, this.now());
        this.systemLine(record, data.reason.trim() ? socketText('mutedReason', { time, reason: data.reason }) : socketText('muted', { time }));
      }
    });
  }

  private history(frame: ChatServerFrameOf<typeof ChatMsgId.HISTORY>): void {
    const record = [...this.rooms.values()].find((candidate) => candidate.historyCid !== null && candidate.historyCid === frame.cid);
    if (!record || !frame.msgData) return;
    record.historyCid = null;
    const older = record.historyOlder;
    if (older) record.loadingOlder = false;
    this.applyPage(record, frame.msgData, !older);
    this.changed(record);
  }

  private destroyed(record: RoomRecord): void {
    record.status = 'destroyed';
    record.live = false;
    record.joinCid = null;
    record.historyCid = null;
    record.loadingOlder = false;
    // Sends waiting for this room would wait forever: they are refused as the server would.
    record.lines = record.lines.map((line) => {
      if (line.kind !== 'pending') return line;
      this.transport?.discard(line.cid);
      return { kind: 'refused', cid: line.cid, msg: line.msg, at: line.at, reason: messageForCode(ResponseCode.CHAT_ROOM_CLOSED) };
    });
  }

  private notified(notification: ChatNotification | null): void {
    if (!notification || this.seenNotifications.has(notification.id)) return;
    this.seenNotifications.add(notification.id);
    this.notification = notification;
    this.connectionView = null;
    this.deps.toast({
      message: socketText('notification', { title: notification.title, content: notification.content }),
      kind: notification.level === 'warning' ? 'error' : 'info',
    });
    this.notify();
  }

  // ─── Helpers ───────────────────────────────────────────────────────────────────────────────

  /**
   * Adds a page of history. Page 1 after joining again may not reach back to the messages held
   * (many were said while we were away): then the room starts over from that page, so no gap shows.
   */
  private applyPage(record: RoomRecord, page: ChatHistoryPage, first: boolean): void {
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
      const mine = this.identity !== null && message.userId === this.identity.userId;
      record.lines = insertHistoryLine(record.lines, { kind: 'message', message, mine });
    }
    if (page.list.length < page.pageSize || page.pageNum * page.pageSize >= page.total) record.reachedEnd = true;
  }

  private requestJoin(record: RoomRecord): void {
    if (record.status !== 'joined') record.status = 'joining';
    record.error = null;
    if (!this.transport?.ready) return;
    // A guest's or member's own support room only: another's is refused, and the page follows the new identity.
    if (this.identity && isSupportRid(record.rid) && record.rid !== this.identity.supportRid) {
      record.status = 'idle';
      return;
    }
    const cid = this.newId();
    record.joinCid = cid;
    this.transport.request({ msgId: ChatMsgId.JOIN_ROOM, msgData: { rid: record.rid, cid } }, false);
  }

  private requestHistory(record: RoomRecord, pageNum: number, older: boolean): void {
    if (!this.transport) return;
    const cid = this.newId();
    record.historyCid = cid;
    record.historyOlder = older;
    this.transport.request({ msgId: ChatMsgId.HISTORY, msgData: { rid: record.rid, pageNum, pageSize: CHAT_HISTORY_PAGE_SIZE, cid } }, false);
  }

  /** Empties the room's content (pending sends stay; they are still on their way). */
  private startOver(record: RoomRecord): void {
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

  private withRoom<Data extends { rid: string }>(data: Data | null, apply: (record: RoomRecord, data: Data) => void): void {
    if (!data) return;
    const record = this.rooms.get(data.rid);
    if (!record) return;
    apply(record, data);
    this.changed(record);
  }

  private patchRoom(record: RoomRecord, patch: Partial<ChatRoom>): void {
    if (record.room) record.room = { ...record.room, ...patch };
  }

  private systemLine(record: RoomRecord, text: string): void {
    this.systemSerial += 1;
    record.lines = appendLine(record.lines, { kind: 'system', id: `system-${this.systemSerial}`, text, at: this.now() });
  }

  private newRecord(rid: string): RoomRecord {
    return {
      rid,
      refs: 0,
      status: 'idle',
      error: null,
      room: null,
      lines: [],
      ids: new Set(),
      mutedUntil: null,
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
      send: (text) => this.send(rid, text),
      loadOlder: () => this.loadOlder(rid),
      retry: () => this.retry(rid),
    };
  }

  private changed(record: RoomRecord): void {
    record.view = null;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) {
      try {
        listener();
      } catch (error) {
        this.log('a chat listener failed', error);
      }
    }
  }
}
