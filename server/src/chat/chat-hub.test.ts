import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE_POLICY, CHAT_FRAMES_PER_WINDOW, ChatMsgId } from 'shared/contract';
import { DEFAULT_CHAT_OPTIONS } from './chat-hub';
import { fakeChatHub as setup } from './fake-chat-hub';
import { ONLINE_COUNT_INTERVAL_MS } from './online-count-throttle';

describe('ChatHub without sockets', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets two guests into a match room, announces the second, and pushes score changes to the room only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { hub, connect, frame, settle } = setup();
    const a = connect();
    const b = connect();
    const outside = connect();
    frame(a.connection, ChatMsgId.GUEST_LOGIN, { token: 'guest-a-key-0123456', cid: 'cid-login-a' });
    frame(a.connection, ChatMsgId.JOIN_ROOM, { rid: 'match-42', cid: 'cid-join-a1' });
    await settle();
    frame(b.connection, ChatMsgId.GUEST_LOGIN, { token: 'guest-b-key-0123456', cid: 'cid-login-b' });
    frame(b.connection, ChatMsgId.JOIN_ROOM, { rid: 'match-42', cid: 'cid-join-b1' });
    await settle();
    // The room's count went out with a's join; b's follows at the end of that second.
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);

    expect(a.fake.sent.map((f) => f.msgId)).toEqual([
      ChatMsgId.GUEST_LOGIN,
      ChatMsgId.JOIN_ROOM,
      ChatMsgId.JOIN_UNICAST,
      ChatMsgId.SCORE_PUSH,
      ChatMsgId.ROOM_STATUS_UPDATE,
      ChatMsgId.JOIN_BROADCAST,
      ChatMsgId.ROOM_STATUS_UPDATE,
    ]);
    // The joiner has the score as it stands at once.
    expect(a.fake.sent[3]?.msgData).toEqual({ rid: 'match-42', gameId: '42', sc_FT_H: 1, sc_FT_C: 0 });
    expect(a.fake.sent[1]?.msgData).toMatchObject({ room: { title: '红队 vs 蓝队', online: 1 } });
    expect(a.fake.sent.at(-1)?.msgData).toEqual({ rid: 'match-42', title: '红队 vs 蓝队', online: 2 });

    hub.pushMatchChanges([
      { gameId: '42', sc_FT_H: 1, sc_FT_C: 0 },
      { gameId: '43', sc_FT_H: 2 },
    ]);
    for (const member of [a, b])
      expect(member.fake.sent.at(-1)).toEqual({
        msgId: ChatMsgId.SCORE_PUSH,
        code: 6000,
        msgData: { rid: 'match-42', gameId: '42', sc_FT_H: 1, sc_FT_C: 0 },
      });
    expect(outside.fake.sent).toEqual([]);

    hub.disconnect(b.connection);
    vi.advanceTimersByTime(ONLINE_COUNT_INTERVAL_MS);
    expect(a.fake.sent.at(-1)?.msgData).toMatchObject({ online: 1 });
  });

  it('answers frames in the order they came, a bad one with 7508', async () => {
    const { hub, connect, frame, settle } = setup();
    const { fake, connection } = connect();
    hub.receive(connection, 'garbage');
    frame(connection, ChatMsgId.JOIN_ROOM, { rid: 'match-42', cid: 'cid-too-early' });
    frame(connection, ChatMsgId.HEARTBEAT, {});
    await settle();
    expect(fake.sent.map((f) => [f.msgId, f.code])).toEqual([
      [0, 7508],
      [ChatMsgId.JOIN_ROOM, 6003],
      [0, 6000],
    ]);
  });

  it('closes a flooding connection, drops a silent one, and refuses newcomers during an outage', () => {
    const { hub, connect, frame, advance } = setup();
    const flood = connect();
    for (let i = 0; i <= CHAT_FRAMES_PER_WINDOW; i++) frame(flood.connection, ChatMsgId.HEARTBEAT, {});
    expect(flood.fake.closedWith).toEqual([CHAT_CLOSE_POLICY, 'too many frames']);

    const silent = connect();
    const talking = connect();
    advance(DEFAULT_CHAT_OPTIONS.idleMs);
    frame(talking.connection, ChatMsgId.HEARTBEAT, {});
    advance(1);
    hub.sweep();
    expect(silent.fake.closedWith).toEqual([1000, 'heartbeat timeout']);
    expect(talking.fake.closedWith).toBeNull();

    expect(hub.outage(5_000)).toBe(1);
    expect(talking.fake.closedWith).toEqual([1012, 'chat service restarting']);
    expect(() => connect()).toThrow('refused');
    advance(5_000);
    expect(connect().connection.isClosed).toBe(false);
  });
});
