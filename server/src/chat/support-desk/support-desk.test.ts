import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMsgId, logout as memberLogout } from 'shared/contract';
import {
  consoleAuditLog,
  consoleLogout,
  consoleSupportChatInfo,
  consoleSupportClaim,
  consoleSupportClose,
  consoleSupportDesk,
  consoleSupportDuty,
  consoleSupportHandOver,
  type ConsoleEndpoint,
} from 'shared/contract/console';
import { openOperatorSession } from '../../operators/operator-sessions';
import { consoleCall, consoleLoginAs, consoleOk } from '../../testing/console-calls';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { chatUrl, connectChat, loggedIn, memberChatJwt, until, type ChatTestClient } from '../chat-test-client';

let t: TestApp;
let url: string;
let support: string;
let support2: string;
let support2Id: number;
let admin: string;
let finance: string;
let moderator: string;

const PAGE = { pageNum: 1, pageSize: 50 };
const status = async (endpoint: ConsoleEndpoint, input: unknown, token?: string): Promise<number> =>
  (await consoleCall(t.app, endpoint, input as never, token)).envelope.status_code;
const desk = (token: string) => consoleOk(t.app, consoleSupportDesk, PAGE, token);
const duty = (token: string, onDuty: boolean) => consoleOk(t.app, consoleSupportDuty, { onDuty }, token);

/** A guest with their support room joined. */
async function guest(key: string): Promise<{ client: ChatTestClient; rid: string }> {
  const client = await loggedIn(url, { guestKey: key });
  const rid = client.frames.find((f) => f.msgId === ChatMsgId.GUEST_LOGIN)?.msgData?.supportRid ?? '';
  await client.request(ChatMsgId.JOIN_ROOM, { rid });
  return { client, rid };
}

/** A console's socket logged in with its session token. */
async function agentSocket(token: string): Promise<ChatTestClient> {
  const client = connectChat(url);
  await client.opened;
  const reply = await client.request(ChatMsgId.LOGIN, { token });
  if (reply.code !== 6000) throw new Error(`agent login answered ${reply.code} ${reply.msg ?? ''}`);
  return client;
}

const botAnswers = (client: ChatTestClient) =>
  client.pushes(ChatMsgId.SEND).filter((f) => f.msgData?.role === 'agent' && f.msgData.userId === 'agent-1');

beforeAll(async () => {
  t = await createTestApp({ testMode: true, sports: { feedRate: 0 }, chat: { agentReplyMs: 30, sweepMs: 600_000 } });
  url = chatUrl(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const now = new Date();
  [support, admin, finance, moderator] = (await Promise.all(
    ['support', 'admin', 'finance', 'moderator'].map((name) => consoleLoginAs(t.app, name, now)),
  )) as [string, string, string, string];
  // A second agent: the demo has one support operator, a hand-over needs two.
  support2Id = (
    await t.db.query<{ id: number }>(
      `insert into operators (name, display_name, password_hash, roles, created_at)
       values ('support-b', '客服二', 'not-a-hash', '{support}', $1) returning id`,
      [now],
    )
  )[0]!.id;
  support2 = await openOperatorSession(t.db, support2Id, '127.0.0.1', now);
});
afterAll(async () => {
  await t.close();
});

describe('the live support desk', () => {
  it('refuses every endpoint to a member token, a finance, a moderator and an admin operator', async () => {
    const member = await t.loginAs('demo888', 'demo1234');
    const calls: [ConsoleEndpoint, unknown][] = [
      [consoleSupportDesk, PAGE],
      [consoleSupportDuty, { onDuty: true }],
      [consoleSupportClaim, { rid: 'support-g123' }],
      [consoleSupportHandOver, { rid: 'support-g123', toOperatorId: support2Id }],
      [consoleSupportClose, { rid: 'support-g123', note: '已解决' }],
      [consoleSupportChatInfo, { rid: 'support-g123' }],
    ];
    for (const [endpoint, input] of calls) {
      expect(await status(endpoint, input, member)).toBe(8001);
      for (const token of [finance, moderator, admin]) expect(await status(endpoint, input, token)).toBe(8002);
    }
    await t.ok(memberLogout, {}, { token: member });
  });

  it('with nobody on duty the bot answers and says so; the room still waits in the queue', async () => {
    const { client, rid } = await guest('guest-before-duty-0001');
    await client.request(ChatMsgId.SEND, { rid, msg: '怎么充值' });
    await until(() => botAnswers(client).length === 1, 'the bot');
    expect(botAnswers(client)[0]?.msgData?.msg).toMatch(/^当前没有在线客服，.*「存款」/);
    const waiting = (await desk(support)).waiting.list.find((chat) => chat.rid === rid);
    expect(waiting).toMatchObject({ state: 'waiting', firstWords: '怎么充值', guest: true, memberId: null });
    client.close();
  });

  it('an agent goes on duty (audited); then rooms wait, oldest first, and the bot stays quiet', async () => {
    expect((await desk(support)).onDuty).toBe(false);
    await duty(support, true);
    expect((await desk(support)).onDuty).toBe(true);
    const first = await guest('guest-on-duty-first-01');
    await first.client.request(ChatMsgId.SEND, { rid: first.rid, msg: '我的存款没到' });
    const second = await guest('guest-on-duty-second-1');
    await second.client.request(ChatMsgId.SEND, { rid: second.rid, msg: '提款问题' });
    await first.client.request(ChatMsgId.SEND, { rid: first.rid, msg: '请快一点' });
    const queue = (await desk(support)).waiting.list.map((chat) => [chat.rid, chat.firstWords]);
    expect(queue.slice(-2)).toEqual([
      [first.rid, '我的存款没到'],
      [second.rid, '提款问题'],
    ]);
    // Long past the bot's pause: nothing came from it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(botAnswers(first.client)).toEqual([]);
    const audit = await consoleOk(t.app, consoleAuditLog, { ...PAGE, action: 'support.duty_on' }, admin);
    expect(audit.list[0]).toMatchObject({ operatorName: 'support', target: expect.stringMatching(/^operator:/) });
    first.client.close();
    second.client.close();
  });

  it('one agent per room: the claim wins once, a second claim is refused, off duty cannot claim', async () => {
    const { client, rid } = await guest('guest-claim-race-00001');
    await client.request(ChatMsgId.SEND, { rid, msg: '你好' });
    expect(await status(consoleSupportClaim, { rid }, support2)).toBe(8082);
    await duty(support2, true);
    const [a, b] = await Promise.all([
      consoleCall(t.app, consoleSupportClaim, { rid }, support),
      consoleCall(t.app, consoleSupportClaim, { rid }, support2),
    ]);
    expect([a.envelope.status_code, b.envelope.status_code].sort()).toEqual([6000, 8081]);
    const refused = [a, b].find((r) => r.envelope.status_code === 8081)!;
    expect(refused.envelope.message).toMatch(/^该会话已由客服[一二]认领$/);
    expect((await desk(support)).waiting.list.some((chat) => chat.rid === rid)).toBe(false);
    client.close();
  });

  it('the agent answers over the chat socket under their display name and the player sees it live', async () => {
    const member = await loggedIn(url, { jwt: await memberChatJwt(t, 'demo888', 'demo1234') });
    const rid = member.frames.find((f) => f.msgId === ChatMsgId.LOGIN)?.msgData?.supportRid ?? '';
    await member.request(ChatMsgId.JOIN_ROOM, { rid });
    await member.request(ChatMsgId.SEND, { rid, msg: '提现多久到账' });

    const agent = await agentSocket(support);
    expect((await agent.request(ChatMsgId.JOIN_ROOM, { rid })).code).toBe(6003);
    const chat = await consoleOk(t.app, consoleSupportClaim, { rid }, support);
    expect(chat).toMatchObject({ state: 'claimed', agentName: '客服一', memberId: expect.any(Number) });
    expect((await agent.request(ChatMsgId.JOIN_ROOM, { rid })).code).toBe(6000);
    const history = await agent.request(ChatMsgId.HISTORY, { rid, pageNum: 1 });
    expect(history.msgData?.list.map((m) => m.msg)).toContain('提现多久到账');

    const sent = await agent.request(ChatMsgId.SEND, { rid, msg: '您好，我来帮您查一下' });
    expect(sent.msgData).toMatchObject({ role: 'agent', name: '客服一', userId: expect.stringMatching(/^op\d+$/) });
    const seen = await member.next(ChatMsgId.SEND, (f) => f.msgData?.msg === '您好，我来帮您查一下', 0);
    expect(seen.msgData?.name).toBe('客服一');
    // And the agent hears the player.
    await member.request(ChatMsgId.SEND, { rid, msg: '好的谢谢' });
    await agent.next(ChatMsgId.SEND, (f) => f.msgData?.msg === '好的谢谢', 0);

    const info = await consoleOk(t.app, consoleSupportChatInfo, { rid }, support);
    expect(info.chat.ownerName).toBe('demo888');
    member.close();
    agent.close();
  });

  it('refuses the chat login of a console session without the support role', async () => {
    const client = connectChat(url);
    await client.opened;
    expect((await client.request(ChatMsgId.LOGIN, { token: finance })).code).toBe(6003);
    expect((await client.request(ChatMsgId.LOGIN, { token: 'op_no-such-session' })).code).toBe(6001);
    client.close();
  });

  it('hands a room over to an agent on duty, who answers from then on (audited)', async () => {
    const { client, rid } = await guest('guest-hand-over-000001');
    await client.request(ChatMsgId.SEND, { rid, msg: '账户问题' });
    await consoleOk(t.app, consoleSupportClaim, { rid }, support);
    const first = await agentSocket(support);
    await first.request(ChatMsgId.JOIN_ROOM, { rid });

    expect(await status(consoleSupportHandOver, { rid, toOperatorId: 99_999 }, support)).toBe(8084);
    const supportId = (await desk(support2)).agents.find((agent) => agent.name === '客服一')!.operatorId;
    expect(await status(consoleSupportHandOver, { rid, toOperatorId: supportId }, support2)).toBe(8083);
    const handed = await consoleOk(t.app, consoleSupportHandOver, { rid, toOperatorId: support2Id }, support);
    expect(handed).toMatchObject({ state: 'claimed', agentId: support2Id, agentName: '客服二' });
    expect((await first.request(ChatMsgId.SEND, { rid, msg: '还是我' })).code).toBe(6003);

    const second = await agentSocket(support2);
    expect((await second.request(ChatMsgId.JOIN_ROOM, { rid })).code).toBe(6000);
    await second.request(ChatMsgId.SEND, { rid, msg: '我是客服二，接着为您处理' });
    await client.next(ChatMsgId.SEND, (f) => f.msgData?.name === '客服二', 0);
    const audit = await consoleOk(t.app, consoleAuditLog, { ...PAGE, target: `support:${rid}` }, admin);
    expect(audit.list.map((row) => row.action).sort()).toEqual(['support.claim', 'support.hand_over']);
    client.close();
    first.close();
    second.close();
  });

  it('closes a room with a note (audited); the player’s next message offers it again', async () => {
    const { client, rid } = await guest('guest-close-note-00001');
    await client.request(ChatMsgId.SEND, { rid, msg: '问题一' });
    await consoleOk(t.app, consoleSupportClaim, { rid }, support);
    expect(await status(consoleSupportClose, { rid, note: '已解决' }, support2)).toBe(8083);
    const closed = await consoleOk(t.app, consoleSupportClose, { rid, note: '已解决，引导玩家完成存款' }, support);
    expect(closed).toMatchObject({ state: 'closed', agentId: null, closeNote: '已解决，引导玩家完成存款' });
    const audit = await consoleOk(t.app, consoleAuditLog, { ...PAGE, target: `support:${rid}` }, admin);
    expect(audit.list[0]).toMatchObject({ action: 'support.close', reason: '已解决，引导玩家完成存款' });

    await client.request(ChatMsgId.SEND, { rid, msg: '问题二' });
    const again = (await desk(support)).waiting.list.find((chat) => chat.rid === rid);
    expect(again).toMatchObject({ state: 'waiting', firstWords: '问题二', closeNote: '' });
    client.close();
  });

  it('duty ends on going off and on logout; with nobody left the bot answers again', async () => {
    await duty(support2, false);
    expect((await desk(support)).agents).toEqual([]);
    await consoleOk(t.app, consoleLogout, {}, support);
    const { client, rid } = await guest('guest-after-duty-00001');
    await client.request(ChatMsgId.SEND, { rid, msg: '有人吗' });
    await until(() => botAnswers(client).length === 1, 'the bot after duty ended');
    expect(botAnswers(client)[0]?.msgData?.msg).toContain('当前没有在线客服');
    client.close();
  });
});
