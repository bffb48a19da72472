// The chat store's test bench: a ChatStore on a ChatSocket over fake sockets, with helpers to join and read a room.
import { vi } from 'vitest';
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_RECONNECT_MS,
  ChatMsgId,
  type ChatHistoryPage,
  type ChatIdentity,
  type ChatMessage,
  type ChatRoom,
} from 'shared/contract';
import '../setup';
import { ChatSocket, type ChatLogin } from './chat-socket';
import { ChatStore, type HistoryRequest } from './chat-store';
import { FakeSocket, acceptLogin, memberIdentity, sequentialIds } from './fake-chat-server';

export const RID = 'match-g1';
export const room: ChatRoom = {
  rid: RID,
  kind: 'match',
  title: '甲队 vs 乙队',
  status: 'open',
  blocked: false,
  vipLevel: 0,
  online: 3,
  notice: '文明聊天',
};

export function message(id: number, from: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: String(id),
    cid: null,
    rid: RID,
    userId: 'u9',
    name: 'bob',
    role: 'member',
    vipLevel: 1,
    msg: `第${id}条`,
    at: id * 1000,
    ...from,
  };
}
export const messages = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => message(from + index));
export const page = (pageNum: number, total: number, list: ChatMessage[], rid = RID): ChatHistoryPage => ({
  rid,
  pageNum,
  pageSize: CHAT_HISTORY_PAGE_SIZE,
  total,
  list,
});

export function setup(options: { login?: () => ChatLogin } = {}) {
  const sockets: FakeSocket[] = [];
  const fetchHistory = vi.fn<(request: HistoryRequest) => Promise<ChatHistoryPage>>();
  const emitScore = vi.fn();
  const toast = vi.fn();
  const log = vi.fn();
  const newId = sequentialIds();
  const store = new ChatStore({ fetchHistory, emitScore, toast, log, newId });
  const socket = new ChatSocket({
    url: 'ws://chat.test/stream',
    createSocket: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake;
    },
    credentials: () => Promise.resolve(options.login?.() ?? { msgId: ChatMsgId.GUEST_LOGIN, token: 'k'.repeat(32) }),
    onFrame: (frame) => store.onFrame(frame),
    onState: (state) => store.onState(state),
    onLogin: (identity) => store.onLogin(identity),
    onOffline: () => store.onOffline(),
    canSend: (frame) => store.canSend(frame),
    random: () => 0,
    log,
    newId,
  });
  store.attach(socket);
  const last = () => {
    const fake = sockets.at(-1);
    if (!fake) throw new Error('no socket');
    return fake;
  };
  const connect = async (identity: ChatIdentity = memberIdentity) => {
    if (sockets.length === 0) socket.start();
    last().open();
    await vi.advanceTimersByTimeAsync(0);
    acceptLogin(last(), identity);
  };
  const reconnect = async (identity: ChatIdentity = memberIdentity) => {
    last().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await connect(identity);
  };
  /** Tracks the room and answers its join and first history page. */
  const joinRoom = (
    history: ChatHistoryPage = page(1, 0, []),
    joined: ChatRoom = room,
    mutedUntil: number | null = null,
  ) => {
    store.track(joined.rid);
    last().reply(ChatMsgId.JOIN_ROOM, { room: joined, mutedUntil });
    last().reply(ChatMsgId.HISTORY, history);
  };
  const view = (rid = RID) => store.roomView(rid);
  const texts = (rid = RID) =>
    view(rid).lines.map((line) =>
      line.kind === 'message'
        ? line.message.msg
        : line.kind === 'system'
          ? `[${line.text}]`
          : `(${line.kind}:${line.msg})`,
    );
  return {
    store,
    socket,
    sockets,
    last,
    connect,
    reconnect,
    joinRoom,
    view,
    texts,
    fetchHistory,
    emitScore,
    toast,
    log,
  };
}
