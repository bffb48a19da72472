import { CHAT_HISTORY_PAGE_SIZE, type ChatIdentity } from 'shared/contract';
import { errorMessage } from 'shared/api';
import type { ChatLog } from './chat-socket';
import type { ChatStoreDeps } from './chat-store-deps';
import { applyPage, type RoomRecord } from './room-record';
import { socketText } from './socket-texts';

export interface OlderPageContext {
  deps: Pick<ChatStoreDeps, 'fetchHistory' | 'toast'>;
  /** False once the room was dropped or started over: a late page then changes nothing. */
  stillCurrent(): boolean;
  identity(): ChatIdentity | null;
  log: ChatLog;
  changed(record: RoomRecord): void;
}

/** Loads an older page of a room's history over HTTP and puts it in front; a failure says so in a toast. */
export function loadOlderPage(record: RoomRecord, pageNum: number, ctx: OlderPageContext): void {
  ctx.deps
    .fetchHistory({ rid: record.rid, pageNum, pageSize: CHAT_HISTORY_PAGE_SIZE })
    .then((page) => {
      if (!ctx.stillCurrent()) return;
      record.loadingOlder = false;
      applyPage(record, page, false, ctx.identity());
      ctx.changed(record);
    })
    .catch((error: unknown) => {
      if (!ctx.stillCurrent()) return;
      record.loadingOlder = false;
      ctx.changed(record);
      ctx.log(`loading older messages of ${record.rid} failed`, error);
      ctx.deps.toast({ message: errorMessage(error, socketText('historyFailed')), kind: 'error' });
    });
}
