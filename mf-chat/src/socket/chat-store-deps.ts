import type { ChatHistoryPage, ChatNotification, ChatScorePush } from 'shared/contract';
import type { ToastMessage } from 'shared/bus';
import type { ChatConnectionView } from './chat-room-view';
import type { ChatLog } from './chat-socket';
import type { ChatRequestFrame } from './chat-request-queue';

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
