import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import {
  memberJwt,
  CHAT_SOCKET_PATH,
  chatServerFrameSchema,
  ChatMsgId,
  type ChatMsgIdValue,
  type ChatServerFrame,
  type ChatServerFrameOf,
} from 'shared/contract';
import type { TestApp } from '../testing/test-app';

/** A real chat socket for the server's tests: every frame it gets is checked against the contract. */
export interface ChatTestClient {
  readonly socket: WebSocket;
  /** Every frame received, in order. */
  readonly frames: ChatServerFrame[];
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Sends a frame as it is (any JSON, or raw text and bytes). */
  sendRaw(data: unknown): void;
  /** Sends a request with a fresh cid (unless given) and resolves with the reply that carries it. */
  request<Id extends ChatMsgIdValue>(msgId: Id, msgData: Record<string, unknown>): Promise<ChatServerFrameOf<Id>>;
  /** Resolves with the first frame received from now on (or already, when `since` is given) that matches. */
  next<Id extends ChatMsgIdValue>(
    msgId: Id,
    match?: (frame: ChatServerFrameOf<Id>) => boolean,
    since?: number,
  ): Promise<ChatServerFrameOf<Id>>;
  /** Pushes (no cid) of one message id received so far. */
  pushes<Id extends ChatMsgIdValue>(msgId: Id): ChatServerFrameOf<Id>[];
  close(): void;
}

/** Polls `check` every 20 ms until it holds. */
export async function until(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The socket address of a listening app, with the handshake's query (or another one). */
export function chatUrl(base: string, query = 'clientType=web&siteId=1'): string {
  return `${base.replace('http', 'ws')}${CHAT_SOCKET_PATH}?${query}`;
}

export function connectChat(url: string, headers: Record<string, string> = {}): ChatTestClient {
  const socket = new WebSocket(url, { headers });
  const frames: ChatServerFrame[] = [];
  const invalid: unknown[] = [];
  socket.on('message', (data: Buffer) => {
    const parsed = chatServerFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
    if (parsed.success) frames.push(parsed.data);
    else invalid.push(data.toString('utf8'));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });

  const waitFor = async <T>(find: () => T | undefined, what: string): Promise<T> => {
    let found: T | undefined;
    await until(() => {
      if (invalid.length > 0) throw new Error(`frame outside the contract: ${String(invalid[0])}`);
      found = find();
      return found !== undefined;
    }, what);
    return found as T;
  };
  const ofId = <Id extends ChatMsgIdValue>(msgId: Id, list: readonly ChatServerFrame[]) =>
    list.filter((f): f is ChatServerFrameOf<Id> => f.msgId === msgId);

  return {
    socket,
    frames,
    opened,
    closed,
    sendRaw(data) {
      socket.send(typeof data === 'string' || Buffer.isBuffer(data) ? data : JSON.stringify(data));
    },
    async request(msgId, msgData) {
      const cid = typeof msgData.cid === 'string' ? msgData.cid : randomUUID();
      const from = frames.length;
      socket.send(JSON.stringify({ msgId, msgData: { ...msgData, cid } }));
      return waitFor(() => ofId(msgId, frames.slice(from)).find((f) => f.cid === cid), `the reply to ${msgId}`);
    },
    async next(msgId, match = () => true, since = frames.length) {
      return waitFor(() => ofId(msgId, frames.slice(since)).find((f) => match(f)), `a ${msgId} frame`);
    },
    pushes(msgId) {
      return ofId(msgId, frames).filter((f) => f.cid === undefined);
    },
    close() {
      socket.close();
    },
  };
}

/** A member's chat token, the way the client gets it: logged in, then member/jwt. */
export async function memberChatJwt(t: TestApp, name: string, password: string): Promise<string> {
  const token = await t.loginAs(name, password);
  return (await t.ok(memberJwt, {}, { token })).jwt;
}

/** An open socket logged in as that member (or as a guest with `guestKey`). */
export async function loggedIn(url: string, login: { jwt: string } | { guestKey: string }): Promise<ChatTestClient> {
  const client = connectChat(url);
  await client.opened;
  const reply =
    'jwt' in login
      ? await client.request(ChatMsgId.LOGIN, { token: login.jwt })
      : await client.request(ChatMsgId.GUEST_LOGIN, { token: login.guestKey });
  if (reply.code !== 6000) throw new Error(`chat login answered ${reply.code} ${reply.msg ?? ''}`);
  return client;
}
