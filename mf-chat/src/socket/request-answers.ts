import {
  messageForCode,
  type ChatMsgId,
  type ChatIdentity,
  type ChatServerFrame,
  type ChatServerFrameOf,
} from 'shared/contract';
import type { ChatLog } from './chat-socket';
import { applyPage, markJoined, refuseRequest, type RoomRecord } from './room-record';

/** What answering one of the store's own requests (join, history, send) needs of the store. */
export interface RequestAnswerContext {
  rooms: Map<string, RoomRecord>;
  identity: ChatIdentity | null;
  log: ChatLog;
  changed(record: RoomRecord): void;
  requestHistory(record: RoomRecord, pageNum: number, older: boolean): void;
  /** Lets go the sends held while a room was being joined again. */
  flush(): void;
}

/** A request the server refused: a send becomes a refused line, a join fails, a history load stops. */
export function answerRefusal(frame: ChatServerFrame, ctx: RequestAnswerContext): void {
  const reason = frame.msg?.trim() ? frame.msg : messageForCode(frame.code);
  const cid = frame.cid;
  if (cid === undefined) {
    ctx.log(`refusal without a request (${frame.msgId}, ${frame.code})`);
    return;
  }
  for (const record of ctx.rooms.values()) {
    const refused = refuseRequest(record, cid, reason);
    if (refused === null) continue;
    if (refused === 'history') ctx.log(`history of ${record.rid} refused (${frame.code} ${reason})`);
    return ctx.changed(record);
  }
  ctx.log(`refusal of an unknown request (${frame.msgId}, ${frame.code} ${reason})`);
}

/** The room is joined: its first page of history is asked for, and held sends go. */
export function answerJoin(frame: ChatServerFrameOf<typeof ChatMsgId.JOIN_ROOM>, ctx: RequestAnswerContext): void {
  const record = [...ctx.rooms.values()].find(
    (candidate) => candidate.joinCid !== null && candidate.joinCid === frame.cid,
  );
  if (!record || !frame.msgData) return;
  markJoined(record, frame.msgData);
  ctx.changed(record);
  ctx.requestHistory(record, 1, false);
  ctx.flush();
}

/** A page of history asked for on the socket: the latest page replaces, an older one is put in front. */
export function answerHistory(frame: ChatServerFrameOf<typeof ChatMsgId.HISTORY>, ctx: RequestAnswerContext): void {
  const record = [...ctx.rooms.values()].find(
    (candidate) => candidate.historyCid !== null && candidate.historyCid === frame.cid,
  );
  if (!record || !frame.msgData) return;
  record.historyCid = null;
  const older = record.historyOlder;
  if (older) record.loadingOlder = false;
  applyPage(record, frame.msgData, !older, ctx.identity);
  ctx.changed(record);
}
