import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_RECONNECT_MS, ChatMsgId } from 'shared/contract';
import { acceptLogin, guestIdentity, memberIdentity } from './fake-chat-server';
import { RID, room, message, messages, page, setup } from './chat-store-bench';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
describe('reconnecting and switching identity', () => {
  it('keeps the lines while reconnecting, joins again and adds what was missed', async () => {
    const { connect, joinRoom, view, last, texts, store } = setup();
    await connect();
    joinRoom(page(1, 5, messages(1, 5)));
    last().drop();
    expect(store.connection().state).toBe('reconnecting');
    expect(view().status).toBe('joined');
    expect(texts()).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await connect();
    expect(last().frames(ChatMsgId.JOIN_ROOM)).toHaveLength(1);
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    last().reply(ChatMsgId.HISTORY, page(1, 8, messages(1, 8)));
    expect(texts()).toEqual(messages(1, 8).map((item) => item.msg));
  });

  it('starts over from page 1 when more was said while away than one page holds', async () => {
    const { connect, reconnect, joinRoom, last, texts, view } = setup();
    await connect();
    joinRoom(page(1, 5, messages(1, 5)));
    await reconnect();
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    last().reply(ChatMsgId.HISTORY, page(1, 40, messages(26, 40)));
    expect(texts()).toEqual(messages(26, 40).map((item) => item.msg));
    expect(view().hasOlder).toBe(true);
  });

  it('a new identity starts every room over and joins it again; another identity’s support room is left alone', async () => {
    const { store, socket, connect, joinRoom, view, last, texts } = setup();
    await connect(guestIdentity);
    joinRoom(page(1, 2, messages(1, 2)));
    store.track(guestIdentity.supportRid);
    last().reply(ChatMsgId.JOIN_ROOM, {
      room: { ...room, rid: guestIdentity.supportRid, kind: 'support' },
      mutedUntil: null,
    });
    expect(texts()).toHaveLength(2);
    const joinsBefore = last().frames(ChatMsgId.JOIN_ROOM).length;
    socket.relogin();
    await vi.advanceTimersByTimeAsync(0);
    acceptLogin(last(), memberIdentity);
    expect(store.connection().identity).toEqual(memberIdentity);
    expect(view().status).toBe('joining');
    expect(view().lines).toEqual([]);
    const joins = last().frames(ChatMsgId.JOIN_ROOM).slice(joinsBefore);
    expect(joins.map((frame) => frame.msgData.rid)).toEqual([RID]);
    last().reply(ChatMsgId.JOIN_ROOM, { room, mutedUntil: null });
    last().reply(ChatMsgId.HISTORY, page(1, 2, [message(1), message(2, { userId: memberIdentity.userId })]));
    expect(view().lines.map((line) => line.kind === 'message' && line.mine)).toEqual([false, true]);
  });

  it('forgets rooms nobody tracks at the next login', async () => {
    const { store, connect, reconnect, joinRoom, last } = setup();
    await connect();
    const untrack = store.track('match-g2');
    joinRoom();
    untrack();
    untrack();
    await reconnect();
    expect(
      last()
        .frames(ChatMsgId.JOIN_ROOM)
        .map((frame) => frame.msgData.rid),
    ).toEqual([RID]);
    expect(store.roomView('match-g2').status).toBe('idle');
  });
});

describe('unread', () => {
  it('counts messages of others since the last markRead, not mine nor system ones', async () => {
    const { store, connect, joinRoom, last } = setup();
    await connect();
    joinRoom(page(1, 3, messages(1, 3)));
    expect(store.unreadCount(RID)).toBe(0);
    last().push(ChatMsgId.SEND, message(10, { role: 'agent', userId: 'agent-1' }));
    last().push(ChatMsgId.SEND, message(11, { userId: memberIdentity.userId }));
    last().push(ChatMsgId.SEND, message(12, { role: 'system', userId: 'system' }));
    last().push(ChatMsgId.SEND, message(13));
    last().push(ChatMsgId.JOIN_BROADCAST, { rid: RID, userId: 'u7', name: 'carol', vipLevel: 1 });
    expect(store.unreadCount(RID)).toBe(2);
    store.markRead(RID);
    expect(store.unreadCount(RID)).toBe(0);
    last().push(ChatMsgId.SEND, message(14));
    expect(store.unreadCount(RID)).toBe(1);
    expect(store.unreadCount(null)).toBe(0);
  });
});
