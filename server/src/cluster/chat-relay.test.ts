import { describe, expect, it } from 'vitest';
import {
  CHAT_CLOSE_SESSION_ENDED,
  chatServerFrameSchema,
  ChatMsgId,
  type ChatMessage,
  type ChatServerFrame,
} from 'shared/contract';
import { ChatHub, DEFAULT_CHAT_OPTIONS } from '../chat/chat-hub';
import type { ChatRooms } from '../chat/chat-rooms';
import { emptyDb } from '../chat/fake-chat-hub';
import { chatPublisher, CHAT_CHANNEL, relayChat } from './chat-relay';
import { InProcessFanOut } from './fan-out';
import { cannedSupportBot } from '../stand-ins/support-bot';

function silentLog(errors: unknown[] = []) {
  return { error: (fields: unknown) => errors.push(fields), info: () => undefined } as never;
}

/** One process's chat: a hub with a guest in match-42, its frames parsed with the contract. */
async function startProcess(bus: InProcessFanOut, node: string, errors: unknown[] = []) {
  const log = silentLog(errors);
  const hub = new ChatHub({
    db: emptyDb,
    jwtSecret: 'secret',
    clock: () => new Date(1_000_000),
    findMatch: (gameId) => (gameId === '42' ? { home: '红队', away: '蓝队', live: { gameId } } : null),
    log,
    options: DEFAULT_CHAT_OPTIONS,
    supportBot: cannedSupportBot,
    publish: chatPublisher(bus, node, log),
  });
  await relayChat(hub, bus, node, log);
  const sent: ChatServerFrame[] = [];
  const connection = hub.connect(
    { send: (text: string) => sent.push(chatServerFrameSchema.parse(JSON.parse(text))), close: () => undefined },
    '1',
  );
  if (connection === null) throw new Error('refused');
  hub.receive(
    connection,
    JSON.stringify({
      msgId: ChatMsgId.GUEST_LOGIN,
      msgData: { token: `guest-${node}-key-0123456`, cid: 'cid-login-1' },
    }),
  );
  hub.receive(
    connection,
    JSON.stringify({ msgId: ChatMsgId.JOIN_ROOM, msgData: { rid: 'match-42', cid: 'cid-join-1' } }),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return {
    hub,
    frames: () => sent,
    pushes: () => sent.filter((f) => f.msgId === ChatMsgId.SEND && f.cid === undefined),
  };
}

const message: ChatMessage = {
  id: '1',
  cid: 'c-1',
  rid: 'match-42',
  userId: 'm-7',
  name: '会员7',
  role: 'member',
  vipLevel: 0,
  msg: '进球了',
  at: 1_000_000,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('chat across processes', () => {
  it('a message delivered by one process reaches the room on the other, once, and not twice on its own', async () => {
    const bus = new InProcessFanOut();
    const errors: unknown[] = [];
    const a = await startProcess(bus, 'A', errors);
    const b = await startProcess(bus, 'B', errors);
    // What ChatHub.deliver publishes on process A (its own sockets got it directly).
    chatPublisher(bus, 'A', silentLog())({ kind: 'message', message, people: [] });
    await settle();
    expect(errors).toEqual([]);
    expect(b.pushes().map((f) => (f.msgId === ChatMsgId.SEND ? f.msgData?.msg : null))).toEqual(['进球了']);
    expect(a.pushes()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('ignores what it cannot read, and says so', async () => {
    const bus = new InProcessFanOut();
    const errors: unknown[] = [];
    const b = await startProcess(bus, 'B', errors);
    await bus.publish(
      CHAT_CHANNEL,
      JSON.stringify({ node: 'A', event: { kind: 'message', message: { rid: 'match-42' }, people: [] } }),
    );
    await bus.publish(CHAT_CHANNEL, 'not json');
    await settle();
    expect(b.pushes()).toEqual([]);
    expect(errors).toHaveLength(2);
  });

  it('tells the room on the other process who joined, but leaves the online count to each process', async () => {
    const bus = new InProcessFanOut();
    const errors: unknown[] = [];
    const b = await startProcess(bus, 'B', errors);
    const before = b.frames().length;
    await startProcess(bus, 'A', errors);
    await settle();
    const seen = b
      .frames()
      .slice(before)
      .map((f) => f.msgId);
    expect(seen).toContain(ChatMsgId.JOIN_BROADCAST);
    expect(seen).not.toContain(ChatMsgId.ROOM_STATUS_UPDATE);
    expect(errors).toEqual([]);
  });

  it('an operator’s action taken on one process reaches the room and the sockets on the other, and changes its copy of the room', async () => {
    const bus = new InProcessFanOut();
    const errors: unknown[] = [];
    const a = await startProcess(bus, 'A', errors);
    const b = await startProcess(bus, 'B', errors);
    const before = b.frames().length;

    expect(await a.hub.operate({ action: 'block', rid: 'match-42', blocked: true })).toBe(1);
    await a.hub.operate({ action: 'notify', title: '维护通知', content: '今晚两点维护' });
    await settle();
    const seen = b
      .frames()
      .slice(before)
      .map((f) => f.msgId);
    expect(seen).toContain(ChatMsgId.ROOM_BLOCK);
    expect(seen).toContain(ChatMsgId.NOTIFICATION);

    // B's own copy of the room, the one its sends check (a guest cannot send in a match room to show it), is blocked too.
    const roomsOf = (hub: ChatHub) => (hub as unknown as { rooms: ChatRooms }).rooms;
    expect(roomsOf(b.hub).get('match-42')?.settings.blocked).toBe(true);

    await a.hub.operate({ action: 'destroy', rid: 'match-42' });
    await settle();
    expect(b.frames().map((f) => f.msgId)).toContain(ChatMsgId.ROOM_DESTROY);
    expect(roomsOf(b.hub).get('match-42')).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('a member’s sessions ended on one process close that member’s sockets on the other, and no guest’s', async () => {
    const bus = new InProcessFanOut();
    const errors: unknown[] = [];
    const a = await startProcess(bus, 'A', errors);
    const b = await startProcess(bus, 'B', errors);
    const closes: { code: number; reason: string }[] = [];
    const member = b.hub.connect(
      { send: () => undefined, close: (code, reason) => closes.push({ code, reason }) },
      '1',
    );
    if (member === null) throw new Error('refused');
    // A member logged in on B under session 70, which the (empty) database no longer knows as live.
    member.identity = { userId: '7', name: '会员7', guest: false, vipLevel: 0, supportRid: 'support-7' };
    member.sessionId = 70;
    const sockets = b.hub.connectionCount;

    expect(await a.hub.sessionsEnded(7)).toBe(0);
    await settle();
    expect(closes).toEqual([{ code: CHAT_CLOSE_SESSION_ENDED, reason: 'session ended' }]);
    expect(b.hub.connectionCount).toBe(sockets - 1);
    expect(errors).toEqual([]);
  });
});
