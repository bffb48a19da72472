import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindPassword,
  CHAT_CLOSE_SESSION_ENDED,
  ChatMsgId,
  forgetByPhoneOne,
  forgetByPhoneThree,
  forgetByPhoneTwo,
  logout,
  memberJwt,
  selfExclude,
} from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { solveGraphic } from '../testing/captcha-solver';
import { createTestApp, type TestApp } from '../testing/test-app';
import { chatUrl, connectChat, loggedIn, type ChatTestClient } from './chat-test-client';

const ENDED = { code: CHAT_CLOSE_SESSION_ENDED, reason: 'session ended' };

/** A login session and the chat token fetched under it, as the client gets them. */
async function session(t: TestApp, name: string, password: string): Promise<{ token: string; jwt: string }> {
  const token = await t.loginAs(name, password);
  return { token, jwt: (await t.ok(memberJwt, {}, { token })).jwt };
}

/** The answer to a chat login with `jwt` on a fresh socket. */
async function chatLoginCode(url: string, jwt: string): Promise<number> {
  const client = connectChat(url);
  await client.opened;
  const reply = await client.request(ChatMsgId.LOGIN, { token: jwt });
  client.close();
  return reply.code;
}

const isOpen = (client: ChatTestClient) => client.socket.readyState === client.socket.OPEN;

describe('a chat login dies with the session that issued it', () => {
  // The sweep is far off here: every socket closed below was closed by the ending itself.
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ testMode: true, sports: { feedRate: 0 }, chat: { sweepMs: 600_000 } });
    url = chatUrl(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('logout: the open socket is closed (4001) and the token no longer logs in', async () => {
    const member = await session(t, 'deposit01', 'depo1234');
    const other = await session(t, 'deposit01', 'depo1234');
    const socket = await loggedIn(url, { jwt: member.jwt });
    const otherSocket = await loggedIn(url, { jwt: other.jwt });
    await t.ok(logout, {}, { token: member.token });
    expect(await socket.closed).toEqual(ENDED);
    expect(await chatLoginCode(url, member.jwt)).toBe(6001);
    // The member's other login is another session: it chats on.
    expect(isOpen(otherSocket)).toBe(true);
    expect(await chatLoginCode(url, other.jwt)).toBe(6000);
    otherSocket.close();
  });

  it('password change: the other sessions’ sockets close, the asking session’s stays', async () => {
    const asking = await session(t, 'deposit02', 'depo1234');
    const elsewhere = await session(t, 'deposit02', 'depo1234');
    const askingSocket = await loggedIn(url, { jwt: asking.jwt });
    const elsewhereSocket = await loggedIn(url, { jwt: elsewhere.jwt });
    const changed = await t.ok(
      bindPassword,
      { oldPassword: md5Hex('depo1234'), password: md5Hex('depo5678'), confirmPassword: md5Hex('depo5678') },
      { token: asking.token },
    );
    expect(changed.endedSessions).toBe(1);
    expect(await elsewhereSocket.closed).toEqual(ENDED);
    expect(await chatLoginCode(url, elsewhere.jwt)).toBe(6001);
    expect(isOpen(askingSocket)).toBe(true);
    expect(await chatLoginCode(url, asking.jwt)).toBe(6000);
    askingSocket.close();
  });

  it.each([
    ['a time-out', 'deposit03', 'depo1234', 'timeout', '24h'],
    ['a self-exclusion', 'deposit04', 'depo1234', 'exclusion', '6mo'],
  ] as const)(
    '%s: every socket of the member closes and the token no longer logs in',
    async (_, name, password, kind, duration) => {
      const member = await session(t, name, password);
      const socket = await loggedIn(url, { jwt: member.jwt });
      await t.ok(selfExclude, { kind, duration, password: md5Hex(password) }, { token: member.token });
      expect(await socket.closed).toEqual(ENDED);
      expect(await chatLoginCode(url, member.jwt)).toBe(6001);
    },
  );

  it('a password reset: every socket of the member closes', async () => {
    const member = await session(t, 'findpw01', 'find1234');
    const socket = await loggedIn(url, { jwt: member.jwt });
    await t.ok(forgetByPhoneOne, {
      phone: '13600001111',
      name: 'findpw01',
      areaCode: '86',
      ...(await solveGraphic(t)),
    });
    await t.ok(forgetByPhoneTwo, {
      phone: '13600001111',
      name: 'findpw01',
      code: (await t.ok(testLastCode, { receiver: '13600001111' })).code,
    });
    const fresh = md5Hex('find9999');
    await t.ok(forgetByPhoneThree, { phone: '13600001111', name: 'findpw01', password: fresh, secondPassword: fresh });
    expect(await socket.closed).toEqual(ENDED);
    expect(await chatLoginCode(url, member.jwt)).toBe(6001);
  });

  it('a send on a socket whose session ended unannounced is refused with 6001 and the socket closed', async () => {
    const member = await session(t, 'sports01', 'sport1234');
    const socket = await loggedIn(url, { jwt: member.jwt });
    const rid = socket.frames.find((f) => f.msgId === ChatMsgId.LOGIN)?.msgData?.supportRid ?? '';
    expect((await socket.request(ChatMsgId.JOIN_ROOM, { rid })).code).toBe(6000);
    // Ended behind the chat's back (no notice): the send itself finds out.
    await t.db.query(
      `update sessions set revoked_at = now() where member_id = (select id from members where username = 'sports01')`,
    );
    const reply = await socket.request(ChatMsgId.SEND, { rid, msg: '还在吗' });
    expect(reply).toMatchObject({ code: 6001, msgData: null });
    expect(await socket.closed).toEqual(ENDED);
    const stored = await t.db.query<{ n: number }>(`select count(*)::int as n from chat_messages where rid = $1`, [
      rid,
    ]);
    expect(stored[0]?.n).toBe(0);
  });

  it('a guest socket is never closed for a session', async () => {
    const guest = await loggedIn(url, { guestKey: 'sessionless-guest-key-1' });
    const rid = guest.frames.find((f) => f.msgId === ChatMsgId.GUEST_LOGIN)?.msgData?.supportRid ?? '';
    expect((await guest.request(ChatMsgId.JOIN_ROOM, { rid })).code).toBe(6000);
    expect((await guest.request(ChatMsgId.SEND, { rid, msg: '你好' })).code).toBe(6000);
    guest.close();
  });
});

describe('a session ended by any other way (an operator, expiry)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ testMode: true, sports: { feedRate: 0 }, chat: { sweepMs: 100 } });
    url = chatUrl(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is found by the sweep: the socket closes (4001) within a sweep', async () => {
    const member = await session(t, 'casino01', 'casino1234');
    const socket = await loggedIn(url, { jwt: member.jwt });
    const heartbeat = setInterval(() => socket.sendRaw({ msgId: 0, msgData: {} }), 200);
    try {
      await t.db.query(
        `update sessions set revoked_at = now() where member_id = (select id from members where username = 'casino01')`,
      );
      expect(await socket.closed).toEqual(ENDED);
    } finally {
      clearInterval(heartbeat);
    }
  });
});
