import {
  chatServerFrameSchema,
  ChatMsgId,
  type ChatMsgIdValue,
  type ChatServerFrame,
  type ChatServerFrameOf,
} from 'shared/contract';
import type { Database } from '../db/database';
import { cannedSupportBot } from '../stand-ins/support-bot';
import type { ChatConnection } from './chat-connection';
import { ChatHub, DEFAULT_CHAT_OPTIONS, type ChatOptions, type ChatPeerEvent } from './chat-hub';

/** No rows for anything: rooms have default settings and nobody is muted. Enough for guests. */
export const emptyDb: Database = {
  kind: 'pglite',
  query: async () => [],
  exec: async () => undefined,
  transaction: (fn) => fn(emptyDb),
  close: async () => undefined,
};

const silentLog = { error: () => undefined, info: () => undefined } as never;

/** A fake socket: what it was sent, parsed with the contract, and how it was closed. */
export interface FakeSocket {
  readonly sent: ChatServerFrame[];
  closedWith: [number, string] | null;
  send(text: string): void;
  close(code: number, reason: string): void;
}

function fakeSocket(): FakeSocket {
  const fake: FakeSocket = {
    sent: [],
    closedWith: null,
    send: (text) => fake.sent.push(chatServerFrameSchema.parse(JSON.parse(text))),
    close: (code, reason) => (fake.closedWith = [code, reason]),
  };
  return fake;
}

/**
 * A ChatHub without sockets or a database, for the chat's unit tests: match rooms 42 and 43 are
 * live, fake sockets record what they get, and `now` moves only when the test says so.
 */
export function fakeChatHub(setup: { options?: Partial<ChatOptions>; publish?: (event: ChatPeerEvent) => void } = {}) {
  let now = 1_000_000;
  const hub = new ChatHub({
    db: emptyDb,
    jwtSecret: 'secret',
    clock: () => new Date(now),
    nowMs: () => now,
    findMatch: (gameId) =>
      gameId === '42' || gameId === '43'
        ? { home: '红队', away: '蓝队', live: { gameId, sc_FT_H: 1, sc_FT_C: 0 } }
        : null,
    log: silentLog,
    options: { ...DEFAULT_CHAT_OPTIONS, ...setup.options },
    supportBot: cannedSupportBot,
    ...(setup.publish === undefined ? {} : { publish: setup.publish }),
  });
  const connect = () => {
    const fake = fakeSocket();
    const connection = hub.connect(fake, '1');
    if (connection === null) throw new Error('refused');
    return { fake, connection };
  };
  const frame = (connection: ChatConnection, msgId: number, msgData: object) =>
    hub.receive(connection, JSON.stringify({ msgId, msgData }));
  // The handlers wait only on settled promises here: one turn of the event loop runs them to the end,
  // with or without fake timers (which leave setImmediate alone).
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** A guest (by `key`) logged in on a new socket and in room `rid`. */
  const guestIn = async (rid: string, key: string) => {
    const guest = connect();
    frame(guest.connection, ChatMsgId.GUEST_LOGIN, { token: `guest-${key}-key-0123456`, cid: `cid-login-${key}` });
    frame(guest.connection, ChatMsgId.JOIN_ROOM, { rid, cid: `cid-join-${key}` });
    await settle();
    return guest;
  };
  return { hub, connect, frame, settle, guestIn, advance: (ms: number) => (now += ms) };
}

/** The frames of one message id a fake socket got, from `since` on. */
export function sentOf<Id extends ChatMsgIdValue>(fake: FakeSocket, msgId: Id, since = 0): ChatServerFrameOf<Id>[] {
  return fake.sent.slice(since).filter((f): f is ChatServerFrameOf<Id> => f.msgId === msgId);
}
