import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_CLOSE_POLICY,
  CHAT_POLICY_RECONNECT_MS,
  CHAT_RECONNECT_JITTER_MS,
  CHAT_RECONNECT_MS,
  ChatMsgId,
} from 'shared/contract';
import { setup } from './chat-socket-bench';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
describe('the chat socket: heartbeat and reconnect', () => {
  it('sends a heartbeat (frame 0) every 10 s while open', async () => {
    const { socket, last, login } = setup();
    socket.start();
    await login();
    const beats = () => last().frames(ChatMsgId.HEARTBEAT);
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS - 1);
    expect(beats()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats()).toEqual([{ msgId: 0, msgData: {} }]);
    last().push(ChatMsgId.HEARTBEAT, { at: 1 });
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS);
    last().push(ChatMsgId.HEARTBEAT, { at: 2 });
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS);
    expect(beats()).toHaveLength(3);
    socket.stop();
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS * 3);
    expect(beats()).toHaveLength(3);
  });

  it('drops a socket that stays silent through its heartbeats and reconnects', async () => {
    const { socket, sockets, login } = setup();
    socket.start();
    await login();
    await vi.advanceTimersByTimeAsync(CHAT_HEARTBEAT_MS * 3);
    expect(sockets[0]?.closed).toBe(true);
    expect(socket.state).toBe('reconnecting');
    socket.stop();
  });

  it('reconnects 5 s after a close when the jitter is 0', async () => {
    const { socket, sockets, states, last, login, onOffline } = setup({ random: 0 });
    socket.start();
    await login();
    last().drop();
    expect(states).toEqual(['open', 'reconnecting']);
    expect(onOffline).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    await login();
    expect(states).toEqual(['open', 'reconnecting', 'open']);
    socket.stop();
  });

  it('waits a minute before coming back after the server refused the socket by policy (4008: too many sockets, a flood)', async () => {
    const { socket, sockets, last, login } = setup({ random: 0 });
    socket.start();
    await login();
    last().drop(CHAT_CLOSE_POLICY);
    await vi.advanceTimersByTimeAsync(CHAT_POLICY_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    // Any other close afterwards: the usual delay again.
    last().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    expect(sockets).toHaveLength(3);
    socket.stop();
  });

  it('reconnects 8 s after a close when the jitter is at its most', async () => {
    const { socket, sockets, last, login } = setup({ random: 1 });
    expect(CHAT_RECONNECT_MS + CHAT_RECONNECT_JITTER_MS).toBe(8_000);
    socket.start();
    await login();
    last().drop();
    await vi.advanceTimersByTimeAsync(7_999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    socket.stop();
  });

  it('schedules one reconnect for an error followed by a close, and keeps trying while it fails', async () => {
    const { socket, sockets, last } = setup();
    socket.start();
    last().fail();
    last().drop();
    expect(socket.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    last().drop();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    expect(sockets).toHaveLength(3);
    socket.stop();
  });

  it('never reconnects once stopped', async () => {
    const { socket, sockets, last, login } = setup();
    socket.start();
    await login();
    socket.stop();
    expect(last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS * 4);
    expect(sockets).toHaveLength(1);
  });
});
