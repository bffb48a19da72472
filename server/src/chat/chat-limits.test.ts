import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CLOSE_POLICY,
  CHAT_SEND_WINDOW_MS,
  CHAT_SENDS_PER_PERSON_WINDOW,
  CHAT_SENDS_PER_WINDOW,
  ChatMsgId,
} from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { chatUrl, connectChat, loggedIn, memberChatJwt, type ChatTestClient } from './chat-test-client';

/** Joins the person's own support room on every socket; answers its id. */
async function joinSupport(clients: ChatTestClient[]): Promise<string> {
  const login = clients[0]?.frames.find((f) => f.msgId === ChatMsgId.LOGIN || f.msgId === ChatMsgId.GUEST_LOGIN);
  const rid = login?.msgData?.supportRid ?? '';
  for (const client of clients) expect((await client.request(ChatMsgId.JOIN_ROOM, { rid })).code).toBe(6000);
  return rid;
}

/**
 * The per-person count runs in fixed windows of CHAT_SEND_WINDOW_MS: a burst is started early in
 * one, so it is counted in a single window however slowly the machine runs.
 */
async function startOfAWindow(): Promise<void> {
  const into = Date.now() % CHAT_SEND_WINDOW_MS;
  if (into > CHAT_SEND_WINDOW_MS / 4)
    await new Promise((resolve) => setTimeout(resolve, CHAT_SEND_WINDOW_MS - into + 20));
}

/** Each socket sends up to its own window's worth, round robin; answers the codes. */
async function burst(clients: ChatTestClient[], rid: string): Promise<number[]> {
  const replies: Promise<{ code: number; msg?: string | undefined }>[] = [];
  for (let i = 0; i < CHAT_SENDS_PER_WINDOW; i++)
    for (const [n, client] of clients.entries())
      replies.push(client.request(ChatMsgId.SEND, { rid, msg: `第${n}路第${i}条` }));
  return (await Promise.all(replies)).map((reply) => reply.code);
}

/** A socket that logs in: the client when the login is answered 6000, null when the socket is closed instead. */
async function tryLogin(
  url: string,
  login: { msgId: typeof ChatMsgId.LOGIN | typeof ChatMsgId.GUEST_LOGIN; token: string },
): Promise<ChatTestClient | null> {
  const client = connectChat(url);
  const closed = client.closed.then(() => null);
  const opened = await Promise.race([client.opened.then(() => true), closed]);
  if (opened === null) return null;
  const cid = `cid-try-${Math.random().toString(36).slice(2, 10)}`;
  client.sendRaw({ msgId: login.msgId, msgData: { token: login.token, cid } });
  const answered = client.next(login.msgId, (f) => f.cid === cid, 0).then((f) => (f.code === 6000 ? client : null));
  return Promise.race([answered, closed]);
}

describe('sends per person across sockets, and sockets per person', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({
      testMode: true,
      sports: { feedRate: 0 },
      chat: { socketsPerPerson: 4, socketsPerAddress: 50, agentReplyMs: 60_000 },
    });
    url = chatUrl(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('a member on four sockets sends CHAT_SENDS_PER_PERSON_WINDOW in a window, the rest answered 7507', async () => {
    const jwt = await memberChatJwt(t, 'deposit01', 'depo1234');
    const clients = await Promise.all([1, 2, 3, 4].map(() => loggedIn(url, { jwt })));
    const rid = await joinSupport(clients);
    // Each socket alone stays within its own window: only the per-person count refuses.
    expect(clients.length * CHAT_SENDS_PER_WINDOW).toBeGreaterThan(CHAT_SENDS_PER_PERSON_WINDOW);
    await startOfAWindow();
    const codes = await burst(clients, rid);
    expect(codes.filter((code) => code === 6000)).toHaveLength(CHAT_SENDS_PER_PERSON_WINDOW);
    expect(codes.filter((code) => code === 7507)).toHaveLength(codes.length - CHAT_SENDS_PER_PERSON_WINDOW);
    const refused = clients.flatMap((c) => c.frames).find((f) => f.msgId === ChatMsgId.SEND && f.code === 7507);
    expect(refused?.msg).toBe('发言太快了，请稍后再试');
    const stored = await t.db.query<{ n: number }>('select count(*)::int as n from chat_messages where rid = $1', [
      rid,
    ]);
    expect(stored[0]?.n).toBe(CHAT_SENDS_PER_PERSON_WINDOW);
    for (const client of clients) client.close();
  });

  it('a guest id is one person too, whatever socket it comes on', async () => {
    const clients = await Promise.all([1, 2, 3].map(() => loggedIn(url, { guestKey: 'one-guest-many-sockets' })));
    const rid = await joinSupport(clients);
    await startOfAWindow();
    const codes = await burst(clients, rid);
    expect(codes.filter((code) => code === 6000)).toHaveLength(CHAT_SENDS_PER_PERSON_WINDOW);
    for (const client of clients) client.close();
  });

  it('a fifth socket of one member is closed (4008, the reason), the four others chat on', async () => {
    const jwt = await memberChatJwt(t, 'deposit02', 'depo1234');
    const clients = await Promise.all([1, 2, 3, 4].map(() => loggedIn(url, { jwt })));
    const fifth = connectChat(url);
    await fifth.opened;
    fifth.sendRaw({ msgId: ChatMsgId.LOGIN, msgData: { token: jwt, cid: 'cid-fifth-login' } });
    expect(await fifth.closed).toEqual({ code: CHAT_CLOSE_POLICY, reason: 'too many chat sockets for this account' });
    for (const client of clients) expect(client.socket.readyState).toBe(client.socket.OPEN);

    // One closes: once the server has heard it, the next login is taken.
    clients[0]?.close();
    await clients[0]?.closed;
    let again = await tryLogin(url, { msgId: ChatMsgId.LOGIN, token: jwt });
    for (let attempt = 0; again === null && attempt < 20; attempt++)
      again = await tryLogin(url, { msgId: ChatMsgId.LOGIN, token: jwt });
    expect(again).not.toBeNull();
    again?.close();
    for (const client of clients) client.close();
  });

  it('caps a guest id’s sockets the same way', async () => {
    const clients = await Promise.all([1, 2, 3, 4].map(() => loggedIn(url, { guestKey: 'guest-with-five-tabs' })));
    const fifth = connectChat(url);
    await fifth.opened;
    fifth.sendRaw({ msgId: ChatMsgId.GUEST_LOGIN, msgData: { token: 'guest-with-five-tabs', cid: 'cid-fifth-guest' } });
    expect(await fifth.closed).toEqual({ code: CHAT_CLOSE_POLICY, reason: 'too many chat sockets for this account' });
    for (const client of clients) client.close();
  });
});

describe('sockets per address', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ testMode: true, sports: { feedRate: 0 }, chat: { socketsPerAddress: 3 } });
    url = chatUrl(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a socket over the cap with 4008 and the reason, and takes one again once another closed', async () => {
    const open = await Promise.all(
      ['address-guest-a-key', 'address-guest-b-key', 'address-guest-c-key'].map((guestKey) =>
        loggedIn(url, { guestKey }),
      ),
    );
    const refused = connectChat(url);
    expect(await refused.closed).toEqual({
      code: CHAT_CLOSE_POLICY,
      reason: 'too many chat sockets from this address',
    });
    for (const client of open) expect(client.socket.readyState).toBe(client.socket.OPEN);

    open[0]?.close();
    await open[0]?.closed;
    // The server hears the close a moment later: the next socket is taken once it has.
    let admitted = await tryLogin(url, { msgId: ChatMsgId.GUEST_LOGIN, token: 'address-guest-d-key' });
    for (let attempt = 0; admitted === null && attempt < 20; attempt++)
      admitted = await tryLogin(url, { msgId: ChatMsgId.GUEST_LOGIN, token: 'address-guest-d-key' });
    expect(admitted).not.toBeNull();
    admitted?.close();
    for (const client of open) client.close();
  });
});
