import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE_POLICY, CHAT_FRAMES_PER_WINDOW, CHAT_MAX_FRAME_BYTES, ChatMsgId } from 'shared/contract';
import { testChatOutage } from 'shared/contract/testing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { chatUrl, connectChat, loggedIn, until } from './chat-test-client';

const ALLOWED = 'http://127.0.0.1:18080';
let t: TestApp;
let base: string;
beforeAll(async () => {
  // A socket silent for 1.5 s is dropped here, so the silence rule can be seen without waiting 30 s.
  t = await createTestApp({
    testMode: true,
    corsOrigins: [ALLOWED],
    sports: { feedRate: 0 },
    chat: { idleMs: 1_500, sweepMs: 100 },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

describe('the chat socket handshake', () => {
  it('answers a heartbeat on a handshake with clientType=web and a known siteId', async () => {
    const client = connectChat(chatUrl(base), { origin: ALLOWED });
    await client.opened;
    client.sendRaw({ msgId: 0, msgData: {} });
    const beat = await client.next(ChatMsgId.HEARTBEAT, () => true, 0);
    expect(beat).toMatchObject({ msgId: 0, code: 6000, msgData: { at: expect.any(Number) } });
    client.close();
  });

  it.each([
    ['no clientType', 'siteId=1', 'clientType must be web'],
    ['another client type', 'clientType=h5&siteId=1', 'clientType must be web'],
    ['no siteId', 'clientType=web', 'unknown siteId'],
    ['an unknown site', 'clientType=web&siteId=99', 'unknown siteId'],
  ])('closes a handshake with %s (4008 and the reason)', async (_, query, reason) => {
    const client = connectChat(chatUrl(base, query));
    expect(await client.closed).toEqual({ code: CHAT_CLOSE_POLICY, reason });
    expect(client.frames).toEqual([]);
  });

  it('closes an origin outside CORS_ORIGINS', async () => {
    const client = connectChat(chatUrl(base), { origin: 'https://evil.example.com' });
    expect(await client.closed).toEqual({ code: CHAT_CLOSE_POLICY, reason: 'origin not allowed' });
  });
});

describe('frames the server will not take', () => {
  it('answers 7508 to text that is not JSON, a frame outside the contract, an oversized or binary frame, and keeps the socket', async () => {
    const client = connectChat(chatUrl(base));
    await client.opened;
    client.sendRaw('{not json');
    const notJson = await client.next(ChatMsgId.HEARTBEAT, (f) => f.code === 7508, 0);
    expect(notJson).toEqual({ msgId: 0, code: 7508, msg: '消息格式错误', msgData: null });

    // A known id with a bad body: the refusal names the id and the cid, so the client can match it.
    let mark = client.frames.length;
    client.sendRaw({ msgId: ChatMsgId.JOIN_ROOM, msgData: { rid: 'lobby', cid: 'cid-bad-room-1' } });
    expect(await client.next(ChatMsgId.JOIN_ROOM, () => true, mark)).toEqual({
      msgId: 10002,
      code: 7508,
      msg: '消息格式错误',
      cid: 'cid-bad-room-1',
      msgData: null,
    });

    mark = client.frames.length;
    client.sendRaw({ msgId: 424242, msgData: {} });
    client.sendRaw([1, 2, 3]);
    client.sendRaw({
      msgId: ChatMsgId.SEND,
      msgData: { rid: 'match-1', msg: 'x'.repeat(CHAT_MAX_FRAME_BYTES), cid: 'cid-oversized-1' },
    });
    client.sendRaw(Buffer.from([0, 1, 2, 3]));
    await until(() => client.frames.length >= mark + 4, 'four refusals');
    expect(client.frames.slice(mark).map((f) => [f.msgId, f.code, f.cid])).toEqual([
      [0, 7508, undefined],
      [0, 7508, undefined],
      // Over CHAT_MAX_FRAME_BYTES the frame is not even parsed.
      [0, 7508, undefined],
      [0, 7508, undefined],
    ]);

    const guest = await client.request(ChatMsgId.GUEST_LOGIN, { token: 'k'.repeat(32) });
    expect(guest.code).toBe(6000);
    client.close();
  });

  it('refuses a message with a NUL (7508, the reason named), stores nothing and keeps the socket', async () => {
    const client = await loggedIn(chatUrl(base), { guestKey: 'nul-in-a-message-key' });
    const login = client.frames.find((f) => f.msgId === ChatMsgId.GUEST_LOGIN);
    const rid = login?.msgData?.supportRid ?? '';
    expect((await client.request(ChatMsgId.JOIN_ROOM, { rid })).code).toBe(6000);

    const refused = await client.request(ChatMsgId.SEND, { rid, msg: 'a\u0000b' });
    expect(refused).toMatchObject({ code: 7508, msg: '消息含有非法字符，请检查后重新输入', msgData: null });
    const history = await client.request(ChatMsgId.HISTORY, { rid, pageNum: 1 });
    expect(history.msgData?.list.map((m) => m.msg)).toEqual([]);

    const sent = await client.request(ChatMsgId.SEND, { rid, msg: '你好' });
    expect(sent.code).toBe(6000);
    client.close();
  });

  it('closes a socket that floods frames (4008), and the server goes on serving', async () => {
    const client = connectChat(chatUrl(base));
    await client.opened;
    for (let i = 0; i <= CHAT_FRAMES_PER_WINDOW; i++) client.sendRaw({ msgId: 0, msgData: {} });
    expect(await client.closed).toEqual({ code: CHAT_CLOSE_POLICY, reason: 'too many frames' });
    expect(client.frames.filter((f) => f.msgId === 0).length).toBeLessThanOrEqual(CHAT_FRAMES_PER_WINDOW);

    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const next = await loggedIn(chatUrl(base), { guestKey: 'after-the-flood-key' });
    next.close();
  });

  it('drops a socket that stays silent past the limit and keeps one that sends heartbeats', async () => {
    const silent = connectChat(chatUrl(base));
    const beating = connectChat(chatUrl(base));
    await Promise.all([silent.opened, beating.opened]);
    const timer = setInterval(() => beating.sendRaw({ msgId: 0, msgData: {} }), 300);
    try {
      expect(await silent.closed).toEqual({ code: 1000, reason: 'heartbeat timeout' });
      expect(beating.socket.readyState).toBe(beating.socket.OPEN);
    } finally {
      clearInterval(timer);
      beating.close();
    }
  });
});

describe('an outage (testChatOutage)', () => {
  it('drops every socket with 1012, refuses new ones for its length, then takes them again', async () => {
    const a = await loggedIn(chatUrl(base), { guestKey: 'outage-guest-a-key' });
    const b = await loggedIn(chatUrl(base), { guestKey: 'outage-guest-b-key' });
    const { affected } = await t.ok(testChatOutage, { ms: 800 });
    expect(affected).toBe(2);
    expect((await a.closed).code).toBe(1012);
    expect((await b.closed).code).toBe(1012);

    const refused = connectChat(chatUrl(base));
    expect((await refused.closed).code).toBe(1012);

    await new Promise((resolve) => setTimeout(resolve, 900));
    const back = await loggedIn(chatUrl(base), { guestKey: 'outage-guest-a-key' });
    expect(back.frames.at(-1)).toMatchObject({ msgId: ChatMsgId.GUEST_LOGIN, code: 6000 });
    back.close();
  });
});
