import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHistory, ChatMsgId, matchRoomId } from 'shared/contract';
import {
  consoleChatBlock,
  consoleChatClear,
  consoleChatDestroy,
  consoleChatGift,
  consoleChatMute,
  consoleChatNotify,
  consoleChatPrediction,
  consoleChatStatus,
  consoleChatUnmute,
  consoleChatVipLevel,
} from 'shared/contract/console';
import { consoleCall, consoleLoginAs, consoleOk } from '../testing/console-calls';
import { createTestApp, type TestApp } from '../testing/test-app';
import { chatUrl, loggedIn, memberChatJwt, type ChatTestClient } from './chat-test-client';

let t: TestApp;
let url: string;
let demoJwt: string;
let sportsJwt: string;
let sportsId: string;
let demoId: string;
let moderator: string;
const open: ChatTestClient[] = [];

beforeAll(async () => {
  // The engine stands still: no live match ends under a test (testFinishMatch still ends one on purpose).
  t = await createTestApp({ testMode: true, sports: { feedRate: 0, autoRun: false } });
  url = chatUrl(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  [demoJwt, sportsJwt] = await Promise.all([
    memberChatJwt(t, 'demo888', 'demo1234'),
    memberChatJwt(t, 'sports02', 'sport1234'),
  ]);
  const ids = await t.db.query<{ username: string; id: number }>(
    `select username, id from members where username in ('demo888', 'sports02')`,
  );
  demoId = String(ids.find((r) => r.username === 'demo888')?.id);
  sportsId = String(ids.find((r) => r.username === 'sports02')?.id);
  moderator = await consoleLoginAs(t.app, 'moderator', new Date());
});
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

const taken = new Set<string>();
function liveRoom(): { rid: string; gameId: string } {
  for (const { fixture, state } of t.app.sportsVenue.book.matches.values()) {
    if (state.status !== 'live' || taken.has(fixture.gameId)) continue;
    taken.add(fixture.gameId);
    return { rid: matchRoomId(fixture.gameId), gameId: fixture.gameId };
  }
  throw new Error('no live match left');
}

/** A fresh socket (its own flood window) of the member, in the room. */
async function inRoom(jwt: string, rid: string): Promise<ChatTestClient> {
  const client = await loggedIn(url, { jwt });
  open.push(client);
  const reply = await client.request(ChatMsgId.JOIN_ROOM, { rid });
  if (reply.code !== 6000) throw new Error(`join answered ${reply.code}`);
  return client;
}

async function sendCode(
  client: ChatTestClient,
  rid: string,
  msg = '大家好',
): Promise<{ code: number; msg: string | undefined }> {
  const reply = await client.request(ChatMsgId.SEND, { rid, msg });
  return { code: reply.code, msg: reply.msg };
}

describe('the moderation desk’s actions on the chat', () => {
  it('mute: 10004 to the member, whose sends are refused (7502) with the time left until it is lifted', async () => {
    const { rid } = liveRoom();
    const member = await inRoom(sportsJwt, rid);
    const other = await inRoom(demoJwt, rid);
    const before = Date.now();
    expect(
      await consoleOk(t.app, consoleChatMute, { rid, name: 'sports02', minutes: 5, reason: '刷屏' }, moderator),
    ).toEqual({
      affected: 1,
    });
    const muted = await member.next(ChatMsgId.MEMBER_MUTED, () => true, 0);
    expect(muted.msgData).toMatchObject({ rid, userId: sportsId, reason: '刷屏' });
    expect(muted.msgData?.mutedUntil).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(other.pushes(ChatMsgId.MEMBER_MUTED)).toEqual([]);
    expect(await sendCode(member, rid)).toEqual({ code: 7502, msg: '您已被禁言，5分钟后可以发言' });
    expect(await sendCode(other, rid)).toMatchObject({ code: 6000 });

    // The mute is the room's: a new socket learns of it on joining.
    const rejoined = await loggedIn(url, { jwt: sportsJwt });
    open.push(rejoined);
    expect((await rejoined.request(ChatMsgId.JOIN_ROOM, { rid })).msgData?.mutedUntil).toBe(muted.msgData?.mutedUntil);

    expect(await consoleOk(t.app, consoleChatUnmute, { rid, name: 'sports02' }, moderator)).toEqual({ affected: 2 });
    expect((await member.next(ChatMsgId.MEMBER_MUTED, (f) => f.msgData?.mutedUntil === null, 0)).msgData).toMatchObject(
      { rid, userId: sportsId },
    );
    expect(await sendCode(member, rid)).toMatchObject({ code: 6000 });
  });

  it('block: 10005 to the room; nobody may send (7503) until it is lifted', async () => {
    const { rid } = liveRoom();
    const a = await inRoom(demoJwt, rid);
    const b = await inRoom(sportsJwt, rid);
    expect(await consoleOk(t.app, consoleChatBlock, { rid, blocked: true }, moderator)).toEqual({ affected: 2 });
    for (const client of [a, b])
      expect((await client.next(ChatMsgId.ROOM_BLOCK, () => true, 0)).msgData).toEqual({ rid, blocked: true });
    expect(await sendCode(a, rid)).toEqual({ code: 7503, msg: '房间已被禁言，暂时不能发言' });
    await consoleOk(t.app, consoleChatBlock, { rid, blocked: false }, moderator);
    expect(await sendCode(a, rid)).toMatchObject({ code: 6000 });
  });

  it('status: 10006 to the room; a closed room takes no message (7509)', async () => {
    const { rid } = liveRoom();
    const a = await inRoom(demoJwt, rid);
    expect(await consoleOk(t.app, consoleChatStatus, { rid, status: 'closed' }, moderator)).toEqual({ affected: 1 });
    expect((await a.next(ChatMsgId.ROOM_STATUS_CHANGE, () => true, 0)).msgData).toEqual({ rid, status: 'closed' });
    expect(await sendCode(a, rid)).toEqual({ code: 7509, msg: '房间已关闭' });
    await consoleOk(t.app, consoleChatStatus, { rid, status: 'open' }, moderator);
    expect(await sendCode(a, rid)).toMatchObject({ code: 6000 });
  });

  it('vipLevel: 10007 to the room; a member below the grade is refused (7504)', async () => {
    const { rid } = liveRoom();
    const vip2 = await inRoom(demoJwt, rid);
    const vip0 = await inRoom(sportsJwt, rid);
    expect(await consoleOk(t.app, consoleChatVipLevel, { rid, vipLevel: 3 }, moderator)).toEqual({ affected: 2 });
    expect((await vip2.next(ChatMsgId.VIP_CHAT_LEVEL, () => true, 0)).msgData).toEqual({ rid, vipLevel: 3 });
    expect(await sendCode(vip2, rid)).toEqual({ code: 7504, msg: 'VIP3及以上会员才能在此房间发言' });
    await consoleOk(t.app, consoleChatVipLevel, { rid, vipLevel: 2 }, moderator);
    expect(await sendCode(vip2, rid)).toMatchObject({ code: 6000 });
    expect(await sendCode(vip0, rid)).toMatchObject({ code: 7504 });
  });

  it('settings made while nobody is in a room are there when someone joins (kept in the database)', async () => {
    const { rid } = liveRoom();
    expect(await consoleOk(t.app, consoleChatBlock, { rid, blocked: true }, moderator)).toEqual({ affected: 0 });
    await consoleOk(t.app, consoleChatVipLevel, { rid, vipLevel: 1 }, moderator);
    const client = await loggedIn(url, { jwt: demoJwt });
    open.push(client);
    expect((await client.request(ChatMsgId.JOIN_ROOM, { rid })).msgData?.room).toMatchObject({
      blocked: true,
      vipLevel: 1,
      status: 'open',
    });
  });

  it('clear: 10015 to the room and its stored history is gone', async () => {
    const { rid } = liveRoom();
    const a = await inRoom(demoJwt, rid);
    await sendCode(a, rid, '第一条');
    await sendCode(a, rid, '第二条');
    expect((await t.ok(chatHistory, { rid })).total).toBe(2);
    expect(await consoleOk(t.app, consoleChatClear, { rid }, moderator)).toEqual({ affected: 1 });
    expect((await a.next(ChatMsgId.CLEAR_ROOM, () => true, 0)).msgData).toEqual({ rid });
    expect(await t.ok(chatHistory, { rid })).toMatchObject({ total: 0, list: [] });
  });

  it('destroy: 10013 to the room, its sockets are out of it, and joining again starts a fresh room', async () => {
    const { rid } = liveRoom();
    const a = await inRoom(demoJwt, rid);
    const b = await inRoom(sportsJwt, rid);
    await sendCode(a, rid, '销毁前的消息');
    await consoleOk(t.app, consoleChatBlock, { rid, blocked: true }, moderator);
    expect(await consoleOk(t.app, consoleChatDestroy, { rid }, moderator)).toEqual({ affected: 2 });
    for (const client of [a, b])
      expect((await client.next(ChatMsgId.ROOM_DESTROY, () => true, 0)).msgData).toEqual({ rid });
    expect(await sendCode(a, rid)).toEqual({ code: 6003, msg: '请先进入聊天室' });

    const again = await a.request(ChatMsgId.JOIN_ROOM, { rid });
    expect(again.msgData?.room).toMatchObject({ rid, blocked: false, online: 1 });
    expect(await t.ok(chatHistory, { rid })).toMatchObject({ total: 0 });
    expect(await sendCode(a, rid)).toMatchObject({ code: 6000 });
  });

  it('gift (10017) and prediction (10018) to the room', async () => {
    const { rid, gameId } = liveRoom();
    const a = await inRoom(sportsJwt, rid);
    expect(
      await consoleOk(t.app, consoleChatGift, { rid, name: 'demo888', gift: '火箭', count: 3 }, moderator),
    ).toEqual({
      affected: 1,
    });
    expect((await a.next(ChatMsgId.GIFT_RECORD, () => true, 0)).msgData).toEqual({
      rid,
      userId: demoId,
      name: 'demo888',
      gift: '火箭',
      count: 3,
    });
    const predictions = [
      { score: '2-1', percent: 38 },
      { score: '1-1', percent: 25 },
    ];
    expect(await consoleOk(t.app, consoleChatPrediction, { rid, predictions }, moderator)).toEqual({ affected: 1 });
    expect((await a.next(ChatMsgId.SCORE_PREDICTION, () => true, 0)).msgData).toEqual({ rid, gameId, predictions });
  });

  it('notify: 60000 to one member’s sockets, or to every socket', async () => {
    const a = await loggedIn(url, { jwt: demoJwt });
    const b = await loggedIn(url, { guestKey: 'notified-guest-key' });
    open.push(a, b);
    const demoSockets = open.filter(
      (c) => c.frames.find((f) => f.msgId === ChatMsgId.LOGIN)?.msgData?.userId === demoId,
    );
    expect(demoSockets.length).toBeGreaterThan(1);
    expect(
      await consoleOk(
        t.app,
        consoleChatNotify,
        { name: 'demo888', title: '提款到账', content: '您的提款已到账' },
        moderator,
      ),
    ).toEqual({ affected: demoSockets.length });
    expect((await a.next(ChatMsgId.NOTIFICATION, () => true, 0)).msgData).toEqual({
      id: expect.any(String),
      title: '提款到账',
      content: '您的提款已到账',
      level: 'info',
    });
    expect(b.pushes(ChatMsgId.NOTIFICATION)).toEqual([]);

    const { affected } = await consoleOk(
      t.app,
      consoleChatNotify,
      {
        title: '系统维护',
        content: '今晚 02:00 维护',
      },
      moderator,
    );
    expect(affected).toBe(open.length);
    expect((await b.next(ChatMsgId.NOTIFICATION, () => true, 0)).msgData).toMatchObject({ title: '系统维护' });
  });

  it('refuses an unknown member (6004) and any room but a match room (6007)', async () => {
    const mute = { rid: 'match-1', name: 'nobody-here', minutes: 5, reason: '刷屏广告' };
    expect((await consoleCall(t.app, consoleChatMute, mute, moderator)).envelope).toMatchObject({
      status_code: 6004,
      message: '没有名为 nobody-here 的会员',
    });
    expect(
      (await consoleCall(t.app, consoleChatBlock, { rid: 'lobby', blocked: true }, moderator)).envelope,
    ).toMatchObject({
      status_code: 6007,
      message: '只能管理比赛聊天室',
    });
    const predictions = [{ score: '1-0', percent: 50 }];
    const support = await consoleCall(
      t.app,
      consoleChatPrediction,
      { rid: `support-${demoId}`, predictions },
      moderator,
    );
    expect(support.envelope).toMatchObject({ status_code: 6007, message: '只能管理比赛聊天室' });
  });
});
