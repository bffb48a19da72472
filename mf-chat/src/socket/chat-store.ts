import {
  CHAT_HISTORY_PAGE_SIZE,
  ChatMsgId,
  ResponseCode,
  type ChatIdentity,
  type ChatNotification,
  type ChatServerFrame,
} from 'shared/contract';
import type { ChatConnectionState, ChatRoomView, ChatSendResult } from './chat-room-view';
import { defaultChatLog, type ChatLog } from './chat-socket';
import type { ChatRequestFrame } from './chat-request-queue';
import type { ChatConnectionSnapshot, ChatStoreDeps, ChatTransport } from './chat-store-deps';
import { applyRoomFrame, type RoomFrameContext } from './room-frames';
import { appendLine } from './room-lines';
import { loadOlderPage } from './older-page';
import { answerHistory, answerJoin, answerRefusal, type RequestAnswerContext } from './request-answers';
import { checkChatText } from './chat-text';
import {
  IDLE_VIEW,
  isSupportRid,
  mayJoin,
  newRoomRecord,
  olderPageNum,
  roomOffline,
  roomViewOf,
  startOver,
  type RoomRecord,
} from './room-record';
import { StoreListeners } from './store-listeners';
import { socketText } from './socket-texts';

export type { ChatConnectionSnapshot, ChatStoreDeps, ChatTransport, HistoryRequest } from './chat-store-deps';

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
  private transport: ChatTransport | null = null;
  private systemSerial = 0;

  private readonly log: ChatLog;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly listeners: StoreListeners;
  private readonly roomFrames: RoomFrameContext = {
    room: (rid) => this.rooms.get(rid),
    identity: () => this.identity,
    now: () => this.now(),
    systemLine: (record, text) => this.systemLine(record, text),
    changed: (record) => this.changed(record),
    discard: (cid) => this.transport?.discard(cid),
    emitScore: (push) => this.deps.emitScore(push),
  };

  constructor(private readonly deps: ChatStoreDeps) {
    this.log = deps.log ?? defaultChatLog;
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? (() => crypto.randomUUID());
    this.listeners = new StoreListeners(this.log);
  }

  attach(transport: ChatTransport | null): void {
    this.transport = transport;
  }

  subscribe(listener: () => void): () => void {
    return this.listeners.add(listener);
  }

  roomView(rid: string | null): ChatRoomView {
    const record = rid === null ? undefined : this.rooms.get(rid);
    if (!record) return IDLE_VIEW;
    return roomViewOf(record);
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

  /** Joins the room while someone tracks it; returns the function that stops tracking. */
  track(rid: string): () => void {
    let record = this.rooms.get(rid);
    if (!record) {
      record = newRoomRecord(rid, {
        send: (text) => this.send(rid, text),
        loadOlder: () => this.loadOlder(rid),
        retry: () => this.retry(rid),
      });
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
    const checked = checkChatText(text);
    if (!checked.ok) return checked;
    const msg = checked.msg;
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
    const pageNum = record ? olderPageNum(record) : null;
    if (!record || pageNum === null) return;
    record.loadingOlder = true;
    this.changed(record);
    // A guest's support room is readable only on the socket, where the guest identity is known.
    if (this.identity?.guest && isSupportRid(rid)) {
      this.requestHistory(record, pageNum, true);
      return;
    }
    const epoch = record.epoch;
    loadOlderPage(record, pageNum, {
      deps: this.deps,
      stillCurrent: () => this.rooms.get(rid) === record && record.epoch === epoch,
      identity: () => this.identity,
      log: this.log,
      changed: (changed) => this.changed(changed),
    });
  }

  retry(rid: string): void {
    const record = this.rooms.get(rid);
    if (!record || (record.status !== 'failed' && record.status !== 'destroyed')) return;
    if (record.status === 'destroyed') startOver(record);
    this.requestJoin(record);
    this.changed(record);
  }

  onState(state: ChatConnectionState): void {
    if (state === this.state) return;
    this.state = state;
    this.connectionView = null;
    this.notify();
  }

  /** No room is joined any more; requests in flight on the socket are gone. */
  onOffline(): void {
    for (const record of this.rooms.values()) roomOffline(record);
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
        startOver(record);
        record.status = 'idle';
      }
      if (record.status !== 'destroyed') this.requestJoin(record);
      record.view = null;
    }
    this.notify();
  }

  /** Whether a queued request may go now: sends and history wait until their room is joined again. */
  canSend(frame: ChatRequestFrame): boolean {
    if (frame.msgId === ChatMsgId.SEND || frame.msgId === ChatMsgId.HISTORY)
      return this.rooms.get(frame.msgData.rid)?.live === true;
    return true;
  }

  onFrame(frame: ChatServerFrame): void {
    if (frame.code !== ResponseCode.SUCCESS) {
      answerRefusal(frame, this.answerContext());
      return;
    }
    if (applyRoomFrame(frame, this.roomFrames)) return;
    switch (frame.msgId) {
      case ChatMsgId.HEARTBEAT:
        return;
      case ChatMsgId.LOGIN:
      case ChatMsgId.GUEST_LOGIN:
        if (frame.msgData) this.onLogin(frame.msgData);
        return;
      case ChatMsgId.JOIN_ROOM:
        return answerJoin(frame, this.answerContext());
      case ChatMsgId.HISTORY:
        return answerHistory(frame, this.answerContext());
      case ChatMsgId.NOTIFICATION:
        return this.notified(frame.msgData);
    }
  }

  private answerContext(): RequestAnswerContext {
    return {
      rooms: this.rooms,
      identity: this.identity,
      log: this.log,
      changed: (record) => this.changed(record),
      requestHistory: (record, pageNum, older) => this.requestHistory(record, pageNum, older),
      flush: () => this.transport?.flush(),
    };
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

  private requestJoin(record: RoomRecord): void {
    if (record.status !== 'joined') record.status = 'joining';
    record.error = null;
    if (!this.transport?.ready) return;
    if (!mayJoin(record, this.identity)) {
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
    this.transport.request(
      { msgId: ChatMsgId.HISTORY, msgData: { rid: record.rid, pageNum, pageSize: CHAT_HISTORY_PAGE_SIZE, cid } },
      false,
    );
  }

  private systemLine(record: RoomRecord, text: string): void {
    this.systemSerial += 1;
    record.lines = appendLine(record.lines, {
      kind: 'system',
      id: `system-${this.systemSerial}`,
      text,
      at: this.now(),
    });
  }

  private changed(record: RoomRecord): void {
    record.view = null;
    this.notify();
  }

  private notify(): void {
    this.listeners.tell();
  }
}
