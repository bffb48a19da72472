import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMsgId, matchRoomId } from 'shared/contract';
import { consoleChatBlock, consoleChatMute } from 'shared/contract/console';
import { MemoryWindowCounter } from '../chat/window-counter';
import { chatUrl, loggedIn, memberChatJwt, type ChatTestClient } from '../chat/chat-test-client';
import { consoleLoginAs, consoleOk } from '../testing/console-calls';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { ClusterLink } from './cluster-link';
import { InProcessFanOut } from './fan-out';
import type { Leadership } from './leadership';

const leading = (lead: boolean): Leadership => ({
  leading: lead,
  onChange: () => undefined,
  stop: () => Promise.resolve(),
});

// Two API processes on one bus, as behind the cluster's proxy: the moderator's call lands on A,
// the member's socket is on B.
const bus = new InProcessFanOut();
const link = (node: string, lead: boolean): ClusterLink => ({
  node,
  fanOut: bus,
  leadership: leading(lead),
  counter: new MemoryWindowCounter(),
  close: () => Promise.resolve(),
});
let a: TestApp;
let b: TestApp;
let member: ChatTestClient;
let moderator: string;
let rid: string;

beforeAll(async () => {
  const sports = { autoRun: false, feedRate: 0 };
  [a, b] = await Promise.all([
    createTestApp({ sports, cluster: link('A', true) }),
    createTestApp({ sports, cluster: link('B', false) }),
  ]);
  const match = [...b.app.sportsVenue.book.matches.values()].find((m) => m.state.status === 'live');
  if (match === undefined) throw new Error('no live match in the book');
  rid = matchRoomId(match.fixture.gameId);
  const urlB = chatUrl(await b.app.listen({ port: 0, host: '127.0.0.1' }));
  member = await loggedIn(urlB, { jwt: await memberChatJwt(b, 'casino02', 'casino1234') });
  expect((await member.request(ChatMsgId.JOIN_ROOM, { rid })).code).toBe(6000);
  moderator = await consoleLoginAs(a.app, 'moderator', new Date());
});
afterAll(async () => {
  member.close();
  await Promise.all([a.close(), b.close()]);
});

describe('a moderator’s action on one process', () => {
  it('mutes a member whose socket is on the other process: 10004 with the reason reaches it', async () => {
    // No socket of the member on A: every socket reached is B's.
    expect(
      await consoleOk(a.app, consoleChatMute, { rid, name: 'casino02', minutes: 30, reason: '刷屏广告' }, moderator),
    ).toEqual({ affected: 0 });
    const muted = await member.next(ChatMsgId.MEMBER_MUTED, () => true, 0);
    expect(muted.msgData).toMatchObject({ rid, reason: '刷屏广告', mutedUntil: expect.any(Number) });
  });

  it('blocks a room held on the other process: 10005 reaches its sockets', async () => {
    await consoleOk(a.app, consoleChatBlock, { rid, blocked: true }, moderator);
    expect((await member.next(ChatMsgId.ROOM_BLOCK, () => true, 0)).msgData).toEqual({ rid, blocked: true });
  });
});
