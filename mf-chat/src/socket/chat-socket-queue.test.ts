import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_RECONNECT_MS,
  CHAT_RETRY_MS,
  CHAT_SEND_WINDOW_MS,
  CHAT_SENDS_PER_WINDOW,
  ChatMsgId,
} from 'shared/contract';
import { acceptLogin, guestIdentity } from './fake-chat-server';
import { setup, send, join } from './chat-socket-bench';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
describe('the chat socket: the outgoing queue', () => {
  it('queues requests while closed, retries every 300 ms, and sends them once logged in', async () => {
    const { socket, last, open } = setup();
    socket.start();
    socket.request(send('cid-a0000001'), true);
    expect(last().sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_MS * 3);
    expect(last().sent).toEqual([]);
    await open();
    // Open but not logged in: the login goes first, nothing else.
    expect(last().sent.map((frame) => frame.msgId)).toEqual([ChatMsgId.GUEST_LOGIN]);
    acceptLogin(last(), guestIdentity);
    expect(last().frames(ChatMsgId.SEND)).toEqual([send('cid-a0000001')]);
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_MS * 5);
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(1);
    socket.stop();
  });

  it('sends a held request at the next 300 ms retry once it may go', async () => {
    let mayGo = false;
    const { socket, last, login } = setup({ gate: () => mayGo });
    socket.start();
    await login();
    socket.request(send('cid-a0000001'), true);
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_MS);
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(0);
    mayGo = true;
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_MS - 1);
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(1);
    socket.stop();
  });

  it('sends a backlog at the pace the server takes (its send window), in order, none refused as a flood', async () => {
    const { socket, last, login } = setup();
    socket.start();
    const count = CHAT_SENDS_PER_WINDOW + 2;
    for (let i = 0; i < count; i += 1) socket.request(send(`cid-b000000${i}`, `第${i}条`), true);
    await login();
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(CHAT_SENDS_PER_WINDOW);
    await vi.advanceTimersByTimeAsync(CHAT_SEND_WINDOW_MS - CHAT_RETRY_MS);
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(CHAT_SENDS_PER_WINDOW);
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_MS * 3);
    const sent = last()
      .frames(ChatMsgId.SEND)
      .map((frame) => frame.msgData.msg);
    expect(sent).toEqual(Array.from({ length: count }, (_, i) => `第${i}条`));
    socket.stop();
  });

  it('re-sends an unanswered send with the same cid after a drop, and never again once answered', async () => {
    const { socket, sockets, last, login } = setup();
    socket.start();
    await login();
    socket.request(send('cid-a0000001'), true);
    expect(sockets[0]?.frames(ChatMsgId.SEND)).toHaveLength(1);
    expect(socket.pending('cid-a0000001')).toBe(true);

    last().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await login();
    expect(sockets[1]?.frames(ChatMsgId.SEND)).toEqual([send('cid-a0000001')]);

    const message = {
      id: '7',
      cid: 'cid-a0000001',
      rid: 'match-g1',
      userId: guestIdentity.userId,
      name: 'x',
      role: 'guest',
      vipLevel: 0,
      msg: '你好',
      at: 1,
    };
    last().reply(ChatMsgId.SEND, message, 'cid-a0000001');
    expect(socket.pending('cid-a0000001')).toBe(false);

    last().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await login();
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_MS * 3);
    expect(sockets[2]?.frames(ChatMsgId.SEND)).toHaveLength(0);
    const everySend = sockets.flatMap((fake) => fake.frames(ChatMsgId.SEND));
    expect(everySend).toHaveLength(2);
    expect(new Set(everySend.map((frame) => frame.msgData.cid))).toEqual(new Set(['cid-a0000001']));
    socket.stop();
  });

  it('a refusal answers a request too: it is not sent again', async () => {
    const { socket, last, login } = setup();
    socket.start();
    await login();
    socket.request(send('cid-a0000001'), true);
    last().refuse(ChatMsgId.SEND, 7502, '您已被禁言', 'cid-a0000001');
    expect(socket.pending('cid-a0000001')).toBe(false);
    socket.stop();
  });

  it('forgets joins and history requests with the connection (they are asked again after the login)', async () => {
    const { socket, sockets, last, login } = setup();
    socket.start();
    await login();
    socket.request(join('cid-j0000001'), false);
    expect(socket.pending('cid-j0000001')).toBe(true);
    last().drop();
    expect(socket.pending('cid-j0000001')).toBe(false);
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    await login();
    expect(sockets[1]?.frames(ChatMsgId.JOIN_ROOM)).toHaveLength(0);
    socket.stop();
  });

  it('does not send a discarded request', async () => {
    const { socket, last } = setup();
    socket.start();
    socket.request(send('cid-a0000001'), true);
    socket.discard('cid-a0000001');
    last().open();
    await vi.advanceTimersByTimeAsync(0);
    acceptLogin(last(), guestIdentity);
    expect(last().frames(ChatMsgId.SEND)).toHaveLength(0);
    socket.stop();
  });
});
