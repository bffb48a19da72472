import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHistory, ChatMsgId, matchRoomId, type ChatMessage } from 'shared/contract';
import { createTestApp, type TestApp } from '../testing/test-app';
import { chatUrl, loggedIn, memberChatJwt, until, type ChatTestClient } from './chat-test-client';

let t: TestApp;
let url: string;
let demoToken: string;
let demoJwt: string;
let demoId: string;
let otherId: string;
const open: ChatTestClient[] = [];

beforeAll(async () => {
  // The engine stands still: no live match ends under a test (testFinishMatch still ends one on purpose).
  t = await createTestApp({
    testMode: true,
    sports: { feedRate: 0, autoRun: false },
    chat: { agentReplyMs: 300, sendsPerPerson: 1_000 },
  });
  url = chatUrl(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  demoToken = await t.loginAs('demo888', 'demo1234');
  demoJwt = await memberChatJwt(t, 'demo888', 'demo1234');
  const ids = await t.db.query<{ username: string; id: number }>(
    `select username, id from members where username in ('demo888', 'sports03')`,
  );
  demoId = String(ids.find((r) => r.username === 'demo888')?.id);
  otherId = String(ids.find((r) => r.username === 'sports03')?.id);
});
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

async function as(login: { jwt: string } | { guestKey: string }): Promise<ChatTestClient> {
  const client = await loggedIn(url, login);
  open.push(client);
  return client;
}

function liveRid(): string {
  for (const { fixture, state } of t.app.sportsVenue.book.matches.values())
    if (state.status === 'live') return matchRoomId(fixture.gameId);
  throw new Error('no live match');
}

const texts = (list: readonly ChatMessage[]) => list.map((m) => m.msg);
const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `第${String(from + i).padStart(2, '0')}条`);

describe('chat history', () => {
  let room = '';
  const rid = () => room;

  beforeAll(async () => {
    room = liveRid();
    // 40 messages in order, five a socket (the flood limit of one socket); this app lifts the per-person limit.
    let n = 0;
    for (let s = 0; s < 8; s++) {
      const client = await as({ jwt: demoJwt });
      await client.request(ChatMsgId.JOIN_ROOM, { rid: rid() });
      for (let i = 0; i < 5; i++) {
        n += 1;
        const reply = await client.request(ChatMsgId.SEND, { rid: rid(), msg: numbered(n, n)[0] });
        if (reply.code !== 6000) throw new Error(`send ${n} answered ${reply.code}`);
      }
    }
  });

  it('pages over HTTP (POST /stream/api/v1/history): page 1 the newest 15, each list oldest first, total all of them', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((pageNum) => t.ok(chatHistory, { rid: rid(), pageNum })));
    expect(pages.map((p) => [p.pageNum, p.pageSize, p.total])).toEqual([
      [1, 15, 40],
      [2, 15, 40],
      [3, 15, 40],
      [4, 15, 40],
    ]);
    expect(texts(pages[0]?.list ?? [])).toEqual(numbered(26, 40));
    expect(texts(pages[1]?.list ?? [])).toEqual(numbered(11, 25));
    expect(texts(pages[2]?.list ?? [])).toEqual(numbered(1, 10));
    expect(pages[3]?.list).toEqual([]);
    expect(pages[0]?.list[0]).toMatchObject({
      rid: rid(),
      userId: demoId,
      name: 'demo888',
      role: 'member',
      vipLevel: 2,
    });
  });

  it('pages the same over the socket (10011), for a guest too', async () => {
    const guest = await as({ guestKey: 'history-reading-guest' });
    const first = await guest.request(ChatMsgId.HISTORY, { rid: rid(), pageNum: 1, pageSize: 15 });
    expect(first.msgData).toMatchObject({ rid: rid(), pageNum: 1, pageSize: 15, total: 40 });
    expect(texts(first.msgData?.list ?? [])).toEqual(numbered(26, 40));
    const third = await guest.request(ChatMsgId.HISTORY, { rid: rid(), pageNum: 3 });
    expect(texts(third.msgData?.list ?? [])).toEqual(numbered(1, 10));
    expect((await t.ok(chatHistory, { rid: rid(), pageNum: 2 })).list).toEqual(
      (await guest.request(ChatMsgId.HISTORY, { rid: rid(), pageNum: 2 })).msgData?.list,
    );
  });

  it('shows a support room only to its member: over HTTP by the session, never to a visitor or another member', async () => {
    expect(await t.ok(chatHistory, { rid: `support-${demoId}` }, { token: demoToken })).toMatchObject({ total: 0 });
    expect((await t.call(chatHistory, { rid: `support-${otherId}` }, { token: demoToken })).envelope).toMatchObject({
      status_code: 6003,
      message: '只能查看自己的客服会话',
    });
    expect((await t.call(chatHistory, { rid: `support-${demoId}` })).envelope).toMatchObject({ status_code: 6003 });
    expect((await t.call(chatHistory, { rid: 'lobby' })).envelope).toMatchObject({
      status_code: 6003,
      message: '聊天室不存在',
    });

    const guest = await as({ guestKey: 'support-reading-guest' });
    const own = guest.frames.find((f) => f.msgId === ChatMsgId.GUEST_LOGIN)?.msgData?.supportRid ?? '';
    expect(await guest.request(ChatMsgId.HISTORY, { rid: own, pageNum: 1 })).toMatchObject({
      code: 6000,
      msgData: { total: 0 },
    });
    expect(await guest.request(ChatMsgId.HISTORY, { rid: `support-${demoId}`, pageNum: 1 })).toMatchObject({
      code: 6003,
      msgData: null,
    });
  });
});

describe('the support agent', () => {
  it('answers each message in a support room by its topic, as 客服小美, stored like any message', async () => {
    const member = await as({ jwt: demoJwt });
    const elsewhere = await as({ jwt: demoJwt });
    const rid = `support-${demoId}`;
    await member.request(ChatMsgId.JOIN_ROOM, { rid });
    const questions = ['请问怎么充值？', '提现多久到账', '忘记密码了', '最近有什么活动', '你好'];
    for (const msg of questions) expect((await member.request(ChatMsgId.SEND, { rid, msg })).code).toBe(6000);

    const answers = () => member.pushes(ChatMsgId.SEND).filter((f) => f.msgData?.role === 'agent');
    await until(() => answers().length === questions.length, 'five answers');
    expect(answers()[0]?.msgData).toEqual({
      id: expect.any(String),
      cid: null,
      rid,
      userId: 'agent-1',
      name: '客服小美',
      role: 'agent',
      vipLevel: 0,
      msg: expect.stringContaining('充值'),
      at: expect.any(Number),
    });
    const replies = answers().map((f) => f.msgData?.msg ?? '');
    expect(replies[1]).toContain('提款');
    expect(replies[2]).toContain('忘记密码');
    expect(replies[3]).toContain('优惠');
    expect(replies[4]).toContain('服务时间');
    // The member's other socket hears the answers too, though it never joined the room.
    await until(
      () => elsewhere.pushes(ChatMsgId.SEND).filter((f) => f.msgData?.role === 'agent').length === questions.length,
      'answers on the other socket',
    );

    const history = await t.ok(chatHistory, { rid }, { token: demoToken });
    expect(history.total).toBe(10);
    expect(history.list.filter((m) => m.role === 'agent')).toHaveLength(5);
  });

  it('answers a guest in their support room', async () => {
    const guest = await as({ guestKey: 'guest-asking-support' });
    const rid = guest.frames.find((f) => f.msgId === ChatMsgId.GUEST_LOGIN)?.msgData?.supportRid ?? '';
    await guest.request(ChatMsgId.JOIN_ROOM, { rid });
    await guest.request(ChatMsgId.SEND, { rid, msg: '存款没到账' });
    const answer = await guest.next(ChatMsgId.SEND, (f) => f.msgData?.role === 'agent', 0);
    expect(answer.msgData?.msg).toContain('充值');
  });
});
