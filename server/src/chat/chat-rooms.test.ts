import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_SENDS_PER_WINDOW, ChatMsgId, matchRoomId, memberJwt } from 'shared/contract';
import { testFinishMatch } from 'shared/contract/testing';
import { signJwt } from '../auth/jwt';
import { createTestApp, type TestApp } from '../testing/test-app';
import { chatRoomHelpers } from './chat-room-helpers';
import { chatUrl, connectChat, loggedIn, memberChatJwt, type ChatTestClient } from './chat-test-client';
import { SUPPORT_NOTICE } from './room-directory';

const SECRET = 'chat-rooms-test-secret';
let t: TestApp;
let base: string;
let url: string;
let demoJwt: string;
let sportsJwt: string;
let demoId: string;
let sportsId: string;
const { as, liveMatch, joined, closeAll } = chatRoomHelpers(() => ({ t, url }));
/** Sockets a test opens itself, closed after the file. */
const open: ChatTestClient[] = [];

beforeAll(async () => {
  // The engine stands still: no live match ends under a test (testFinishMatch still ends one on purpose).
  t = await createTestApp({ testMode: true, jwtSecret: SECRET, sports: { feedRate: 0, autoRun: false } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = chatUrl(base);
  [demoJwt, sportsJwt] = await Promise.all([
    memberChatJwt(t, 'demo888', 'demo1234'),
    memberChatJwt(t, 'sports01', 'sport1234'),
  ]);
  const ids = await t.db.query<{ username: string; id: number }>(
    `select username, id from members where username in ('demo888', 'sports01')`,
  );
  demoId = String(ids.find((r) => r.username === 'demo888')?.id);
  sportsId = String(ids.find((r) => r.username === 'sports01')?.id);
});
afterAll(async () => {
  closeAll();
  for (const client of open) client.close();
  await t.close();
});

describe('chat login', () => {
  it('logs a member in with the jwt from member/jwt: userId, name, VIP grade and support room', async () => {
    const client = await as({ jwt: demoJwt });
    expect(client.frames.find((f) => f.msgId === ChatMsgId.LOGIN)?.msgData).toEqual({
      userId: demoId,
      name: 'demo888',
      guest: false,
      vipLevel: 2,
      supportRid: `support-${demoId}`,
    });
  });

  it('answers 6001 to a token that is not valid, expired, or issued for another site', async () => {
    const client = connectChat(url);
    open.push(client);
    await client.opened;
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { sub: demoId, name: 'demo888', siteId: '1', sid: 1, iat: now - 7200, exp: now - 1 },
      SECRET,
    );
    const forged = signJwt(
      { sub: demoId, name: 'demo888', siteId: '1', sid: 1, iat: now, exp: now + 60 },
      'another-secret',
    );
    const token = await t.loginAs('demo888', 'demo1234', { siteId: '2' });
    const otherSite = (await t.ok(memberJwt, {}, { token, siteId: '2' })).jwt;
    for (const bad of ['not-a-jwt', expired, forged, otherSite]) {
      const reply = await client.request(ChatMsgId.LOGIN, { token: bad });
      expect(reply).toMatchObject({ code: 6001, msg: '聊天登录已失效，请重新登录', msgData: null });
    }
  });

  it('logs a guest in by the browser key: the same key is the same guest, on another site another one', async () => {
    const key = 'guest-key-0123456789abcdef';
    const first = (await (await as({ guestKey: key })).next(ChatMsgId.GUEST_LOGIN, () => true, 0)).msgData;
    const again = (await (await as({ guestKey: key })).next(ChatMsgId.GUEST_LOGIN, () => true, 0)).msgData;
    expect(first).toMatchObject({ guest: true, vipLevel: 0 });
    expect(first?.userId).toMatch(/^g[0-9a-f]{12}$/);
    expect(first?.name).toBe(`游客${first?.userId.slice(-4)}`);
    expect(first?.supportRid).toBe(`support-${first?.userId}`);
    expect(again).toEqual(first);

    const elsewhere = await loggedIn(chatUrl(base, 'clientType=web&siteId=2'), { guestKey: key });
    open.push(elsewhere);
    expect(elsewhere.frames.at(-1)?.msgData).not.toMatchObject({ userId: first?.userId });
  });

  it('asks for a login before a join (6003), a send (7501) or history (6003); a heartbeat needs none', async () => {
    const client = connectChat(url);
    open.push(client);
    await client.opened;
    const rid = matchRoomId(liveMatch().gameId);
    expect(await client.request(ChatMsgId.JOIN_ROOM, { rid })).toMatchObject({ code: 6003, msg: '请先登录聊天' });
    expect(await client.request(ChatMsgId.SEND, { rid, msg: '你好' })).toMatchObject({ code: 7501 });
    expect(await client.request(ChatMsgId.HISTORY, { rid, pageNum: 1 })).toMatchObject({ code: 6003 });
    client.sendRaw({ msgId: 0 });
    expect(await client.next(ChatMsgId.HEARTBEAT, (f) => f.code === 6000, 0)).toBeDefined();
  });
});

describe('joining rooms', () => {
  it('joins a live match room: the room with its online count, the notice, and the others are told', async () => {
    const { gameId, title } = liveMatch();
    const rid = matchRoomId(gameId);
    const a = await as({ jwt: demoJwt });
    const joinA = await joined(a, rid);
    expect(joinA.msgData).toEqual({
      room: {
        rid,
        kind: 'match',
        title,
        status: 'open',
        blocked: false,
        vipLevel: 0,
        online: 1,
        notice: expect.stringContaining(title),
      },
      mutedUntil: null,
    });
    expect(await a.next(ChatMsgId.JOIN_UNICAST, () => true, 0)).toMatchObject({
      msgData: { rid, notice: joinA.msgData?.room.notice },
    });
    // The current score and clock of the live match, without waiting for its next change.
    expect(await a.next(ChatMsgId.SCORE_PUSH, () => true, 0)).toMatchObject({
      msgData: { rid, gameId, isLive: true, sc_FT_H: expect.any(Number), sc_FT_C: expect.any(Number) },
    });

    const mark = a.frames.length;
    const b = await as({ jwt: sportsJwt });
    expect((await joined(b, rid)).msgData?.room.online).toBe(2);
    expect(await a.next(ChatMsgId.JOIN_BROADCAST, () => true, mark)).toMatchObject({
      msgData: { rid, userId: sportsId, name: 'sports01', vipLevel: 0 },
    });
    expect(await a.next(ChatMsgId.ROOM_STATUS_UPDATE, () => true, mark)).toMatchObject({
      msgData: { rid, title, online: 2 },
    });
    expect(await b.next(ChatMsgId.ROOM_STATUS_UPDATE, () => true, 0)).toMatchObject({ msgData: { online: 2 } });
    // The joiner is not announced to itself.
    expect(b.pushes(ChatMsgId.JOIN_BROADCAST)).toEqual([]);

    b.close();
    expect(await a.next(ChatMsgId.ROOM_STATUS_UPDATE, (f) => f.msgData?.online === 1, mark)).toBeDefined();
  });

  it('refuses a match the book does not know (6004) and another member’s support room (6003); gives the caller their own', async () => {
    const client = await as({ jwt: demoJwt });
    expect(await client.request(ChatMsgId.JOIN_ROOM, { rid: 'match-999999' })).toMatchObject({
      code: 6004,
      msgData: null,
    });
    expect(await client.request(ChatMsgId.JOIN_ROOM, { rid: `support-${sportsId}` })).toMatchObject({
      code: 6003,
      msgData: null,
    });
    const own = await joined(client, `support-${demoId}`);
    expect(own.msgData?.room).toMatchObject({
      rid: `support-${demoId}`,
      kind: 'support',
      title: '在线客服',
      notice: SUPPORT_NOTICE,
      online: 1,
    });
  });

  it('a socket that logs in as someone else leaves the rooms it joined; the client joins again as the new identity', async () => {
    const rid = matchRoomId(liveMatch().gameId);
    const watcher = await as({ jwt: sportsJwt });
    await joined(watcher, rid);
    const switching = await as({ jwt: demoJwt });
    await joined(switching, rid);
    const mark = watcher.frames.length;
    const guest = await switching.request(ChatMsgId.GUEST_LOGIN, { token: 'switching-guest-key-1' });
    expect(guest.msgData?.guest).toBe(true);
    expect(await watcher.next(ChatMsgId.ROOM_STATUS_UPDATE, (f) => f.msgData?.online === 1, mark)).toBeDefined();
    expect(await switching.request(ChatMsgId.SEND, { rid, msg: '还在吗' })).toMatchObject({ code: 7501 });

    await joined(switching, rid);
    expect(await watcher.next(ChatMsgId.JOIN_BROADCAST, () => true, mark)).toMatchObject({
      msgData: { userId: guest.msgData?.userId, name: guest.msgData?.name },
    });
  });
});

describe('sending', () => {
  it('stores a trimmed message, answers the sender with its cid and sends it to the room and the sender’s other sockets', async () => {
    const rid = matchRoomId(liveMatch().gameId);
    const a = await as({ jwt: demoJwt });
    const aElsewhere = await as({ jwt: demoJwt });
    const b = await as({ jwt: sportsJwt });
    await joined(a, rid);
    await joined(b, rid);
    const marks = { a: a.frames.length, aElsewhere: aElsewhere.frames.length, b: b.frames.length };

    const reply = await a.request(ChatMsgId.SEND, { rid, msg: '  主队今天状态不错！ ', cid: 'cid-first-message' });
    expect(reply).toMatchObject({ code: 6000, cid: 'cid-first-message' });
    expect(reply.msgData).toEqual({
      id: expect.any(String),
      cid: 'cid-first-message',
      rid,
      userId: demoId,
      name: 'demo888',
      role: 'member',
      vipLevel: 2,
      msg: '主队今天状态不错！',
      at: expect.any(Number),
    });
    const seenByB = await b.next(ChatMsgId.SEND, () => true, marks.b);
    expect(seenByB).toEqual({ msgId: 10003, code: 6000, msgData: reply.msgData });
    expect((await aElsewhere.next(ChatMsgId.SEND, () => true, marks.aElsewhere)).msgData).toEqual(reply.msgData);

    // A retry of the same cid (a reply lost in a drop) is answered with the stored message and goes nowhere else.
    const retry = await a.request(ChatMsgId.SEND, { rid, msg: '主队今天状态不错！', cid: 'cid-first-message' });
    expect(retry.msgData).toEqual(reply.msgData);
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from chat_messages where cid = 'cid-first-message'`,
    );
    expect(rows[0]?.n).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.frames.slice(marks.b).filter((f) => f.msgId === ChatMsgId.SEND)).toHaveLength(1);
    expect(a.frames.slice(marks.a).filter((f) => f.msgId === ChatMsgId.SEND)).toHaveLength(2);
  });

  it('refuses empty (7506) and too long (7505) messages, counted in characters', async () => {
    const rid = matchRoomId(liveMatch().gameId);
    const client = await as({ jwt: demoJwt });
    await joined(client, rid);
    expect(await client.request(ChatMsgId.SEND, { rid, msg: ' \n\t ' })).toMatchObject({
      code: 7506,
      msg: '不能发送空消息',
      msgData: null,
    });
    expect(await client.request(ChatMsgId.SEND, { rid, msg: '好'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })).toMatchObject({
      code: 7505,
      msg: '消息不能超过200个字',
    });
    // 200 emoji of two UTF-16 units each are still 200 characters.
    expect(await client.request(ChatMsgId.SEND, { rid, msg: '😀'.repeat(CHAT_MESSAGE_MAX_LENGTH) })).toMatchObject({
      code: 6000,
    });
  });

  it('refuses a guest in a match room (7501) and a room not joined (6003); a guest may write in their own support room', async () => {
    const rid = matchRoomId(liveMatch().gameId);
    const guest = await as({ guestKey: 'guest-sends-here-key' });
    await joined(guest, rid);
    expect(await guest.request(ChatMsgId.SEND, { rid, msg: '我也想说话' })).toMatchObject({
      code: 7501,
      msg: '登录后即可在比赛聊天室发言',
    });
    const identity = guest.frames.find((f) => f.msgId === ChatMsgId.GUEST_LOGIN)?.msgData;
    const support = identity?.supportRid ?? '';
    expect(await guest.request(ChatMsgId.SEND, { rid: support, msg: '你好' })).toMatchObject({
      code: 6003,
      msg: '请先进入聊天室',
    });
    await joined(guest, support);
    expect(await guest.request(ChatMsgId.SEND, { rid: support, msg: '你好' })).toMatchObject({
      code: 6000,
      msgData: { role: 'guest', name: identity?.name },
    });
  });

  it('refuses sends beyond the flood limit (7507)', async () => {
    const rid = matchRoomId(liveMatch().gameId);
    const client = await as({ jwt: sportsJwt });
    await joined(client, rid);
    const codes: number[] = [];
    for (let i = 0; i <= CHAT_SENDS_PER_WINDOW; i++)
      codes.push((await client.request(ChatMsgId.SEND, { rid, msg: `第${i + 1}条` })).code);
    expect(codes).toEqual([...Array<number>(CHAT_SENDS_PER_WINDOW).fill(6000), 7507]);
    expect((await client.next(ChatMsgId.SEND, (f) => f.code === 7507, 0)).msg).toBe('发言太快了，请稍后再试');
  });
});

describe('score pushes', () => {
  it('pushes a match change of the sports engine to the sockets in that match’s room', async () => {
    const { gameId } = liveMatch();
    const rid = matchRoomId(gameId);
    const client = await as({ guestKey: 'score-watcher-key-1' });
    await joined(client, rid);
    const mark = client.frames.length;
    await t.ok(testFinishMatch, { gameId, home: 7, away: 5 });
    const push = await client.next(ChatMsgId.SCORE_PUSH, (f) => f.msgData?.gameStatus === 'finished', mark);
    expect(push.msgData).toMatchObject({ rid, gameId, gameStatus: 'finished', isLive: false, sc_FT_H: 7, sc_FT_C: 5 });
    expect(push.cid).toBeUndefined();
    // The match has left the book: its room takes nobody new.
    expect(await client.request(ChatMsgId.JOIN_ROOM, { rid })).toMatchObject({ code: 6004 });
  });
});
