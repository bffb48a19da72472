import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHAT_SOCKET_PATH, ChatMsgId, type ChatClientFrame } from 'shared/contract';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { signedHeaders } from '../support/signing';

// The clients the cluster proofs drive: signed API calls, the sports feed and the chat socket.

/** The bits of a `ws` socket used here: e2e has no `ws` of its own, the server's is borrowed (Node 20 has no WebSocket client). */
interface WebSocket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'error' | 'close' | 'open', listener: () => void): void;
  once(event: 'open', listener: () => void): void;
  once(event: 'error', listener: (error: Error) => void): void;
  send(text: string): void;
  close(): void;
}
const WebSocket = createRequire(join(ROOT, 'server', 'package.json'))('ws') as new (url: string) => WebSocket;

export interface Envelope<T> {
  status_code: number;
  data: T;
  message: string;
}

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function call<T>(
  base: string,
  path: string,
  body: object,
  token = '',
  requestId: string = randomUUID(),
): Promise<Envelope<T>> {
  const text = JSON.stringify(body);
  const response = await fetch(base + path, {
    method: 'POST',
    headers: signedHeaders(path, text, '1', Date.now(), token, requestId),
    body: text,
  });
  return (await response.json()) as Envelope<T>;
}

export async function login(base: string, name: string, password: string): Promise<string> {
  const answer = await call<{ token: string }>(base, '/site/api/v1/user/login', {
    isAgent: 0,
    name,
    password: md5(password),
    kaptchcate: 0,
  });
  if (answer.status_code !== 6000) throw new Error(`${name} could not log in: ${answer.status_code} ${answer.message}`);
  return answer.data.token;
}

export function day(offset: number): string {
  return new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

export async function ledgerRows(base: string, token: string): Promise<number> {
  const answer = await call<{ total: number }>(
    base,
    '/fd/api/v1/transactions/queryDealRecord',
    { type: 'all', beginTime: day(-1), endTime: day(1), pageNum: 1, pageSize: 1 },
    token,
  );
  if (answer.status_code !== 6000) throw new Error(`ledger rows: ${answer.status_code} ${answer.message}`);
  return answer.data.total;
}

export async function health(port: number): Promise<{ leading?: boolean; node?: string } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return (await response.json()) as { leading?: boolean; node?: string };
  } catch {
    return null;
  }
}

export interface Batch {
  type: string;
  seq: number;
  odds: unknown[];
  matches: { gameId: string; gameStatus?: string }[];
}

/** Every feed client opened, closed at the end whatever happened (a reconnecting one keeps the process alive). */
export const openFeeds: { close(): void }[] = [];

/** A feed client that reconnects (to whichever process the proxy picks) when its socket drops, like the browser's. */
export function feedClient(url: string, reconnect: boolean) {
  const batches: Batch[] = [];
  let socket: WebSocket | null = null;
  let stopped = false;
  let reconnects = 0;
  const open = (): void => {
    const ws = new WebSocket(url);
    socket = ws;
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as Batch;
      if (message.type === 'batch') batches.push(message);
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (stopped || !reconnect) return;
      reconnects += 1;
      setTimeout(open, 200);
    });
  };
  open();
  const client = {
    batches,
    get reconnects() {
      return reconnects;
    },
    opened: new Promise<void>((resolve) => socket?.once('open', () => resolve())),
    close() {
      stopped = true;
      socket?.close();
    },
  };
  openFeeds.push(client);
  return client;
}

/** What a chat request carries besides its cid, typed by the contract's client frames. */
export type ChatRequestData<M extends ChatClientFrame['msgId']> = Omit<
  Extract<ChatClientFrame, { msgId: M }>['msgData'],
  'cid'
>;

export interface ChatFrame {
  msgId: number;
  cid?: string;
  code?: number;
  msgData?: { msg?: string; rid?: string };
}

export async function chatClient(base: string, jwt: string) {
  const frames: ChatFrame[] = [];
  const ws = new WebSocket(`${base.replace('http', 'ws')}${CHAT_SOCKET_PATH}?clientType=web&siteId=1`);
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString('utf8')) as ChatFrame));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const request = async <M extends ChatClientFrame['msgId']>(
    msgId: M,
    msgData: ChatRequestData<M>,
  ): Promise<ChatFrame> => {
    const cid = randomUUID();
    ws.send(JSON.stringify({ msgId, msgData: { ...msgData, cid } }));
    const end = Date.now() + 5_000;
    for (;;) {
      const reply = frames.find((f) => f.cid === cid);
      if (reply !== undefined) return reply;
      if (Date.now() > end) throw new Error(`no chat reply to ${msgId}`);
      await sleep(20);
    }
  };
  const loggedIn = await request(ChatMsgId.LOGIN, { token: jwt });
  if (loggedIn.code !== undefined && loggedIn.code !== 6000)
    throw new Error(`chat login refused: ${JSON.stringify(loggedIn)}`);
  return { frames, request, close: () => ws.close() };
}
