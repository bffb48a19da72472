import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_RECONNECT_MS, ChatMsgId } from 'shared/contract';
import { pageTraceId } from 'shared/diagnostics';
import { acceptLogin, guestIdentity, memberIdentity } from './fake-chat-server';
import { GUEST_KEY, setup } from './chat-socket-bench';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
describe('the chat socket: connecting and logging in', () => {
  it('opens the address it is given and logs in as a guest on open', async () => {
    const { socket, sockets, states, onLogin, open, last } = setup();
    socket.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://chat.test/stream?clientType=web&siteId=1');
    expect(socket.state).toBe('connecting');
    await open();
    expect(last().frames(ChatMsgId.GUEST_LOGIN)).toEqual([
      { msgId: ChatMsgId.GUEST_LOGIN, msgData: { token: GUEST_KEY, cid: 'cid-0001', traceId: pageTraceId() } },
    ]);
    expect(socket.ready).toBe(false);
    acceptLogin(last(), guestIdentity);
    expect(socket.ready).toBe(true);
    expect(states).toEqual(['open']);
    expect(onLogin).toHaveBeenCalledWith(guestIdentity);
    socket.stop();
  });

  it('logs in as a member with the jwt the credentials give', async () => {
    const { socket, last, open, onLogin } = setup({
      credentials: () => Promise.resolve({ msgId: ChatMsgId.LOGIN, token: 'jwt.a.b' }),
    });
    socket.start();
    await open();
    expect(last().lastFrame(ChatMsgId.LOGIN).msgData).toEqual({
      token: 'jwt.a.b',
      cid: 'cid-0001',
      traceId: pageTraceId(),
    });
    acceptLogin(last(), memberIdentity);
    expect(onLogin).toHaveBeenCalledWith(memberIdentity);
    socket.stop();
  });

  it('asks for new credentials after a refused login and gives the connection up after three', async () => {
    const { socket, sockets, credentials, last, open, onLogin } = setup();
    socket.start();
    await open();
    last().refuse(ChatMsgId.GUEST_LOGIN, 6001, '请重新登录');
    await vi.advanceTimersByTimeAsync(0);
    last().refuse(ChatMsgId.GUEST_LOGIN, 6001);
    await vi.advanceTimersByTimeAsync(0);
    expect(credentials.mock.calls.map(([refusals]) => refusals)).toEqual([0, 1, 2]);
    last().refuse(ChatMsgId.GUEST_LOGIN, 6001);
    expect(sockets[0]?.closed).toBe(true);
    expect(socket.state).toBe('reconnecting');
    expect(onLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    socket.stop();
  });

  it('ignores a login reply that is not the answer to the login in progress', async () => {
    const { socket, last, open, onLogin } = setup();
    socket.start();
    await open();
    last().reply(ChatMsgId.GUEST_LOGIN, guestIdentity, 'cid-9999');
    expect(onLogin).not.toHaveBeenCalled();
    expect(socket.ready).toBe(false);
    socket.stop();
  });

  it('tries again later when there is nothing to log in with (the jwt call failed)', async () => {
    const { socket, sockets, open, log } = setup({ credentials: () => Promise.reject(new Error('network')) });
    socket.start();
    await open();
    expect(sockets[0]?.closed).toBe(true);
    expect(socket.state).toBe('reconnecting');
    expect(log).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHAT_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    socket.stop();
  });

  it('logs in again on the same socket when the page’s login changes', async () => {
    const { socket, sockets, last, login, onLogin, onOffline, credentials } = setup();
    socket.start();
    await login();
    credentials.mockResolvedValueOnce({ msgId: ChatMsgId.LOGIN, token: 'jwt.fresh' });
    socket.relogin();
    expect(onOffline).toHaveBeenCalledTimes(1);
    expect(socket.ready).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    expect(last().lastFrame(ChatMsgId.LOGIN).msgData.token).toBe('jwt.fresh');
    acceptLogin(last(), memberIdentity);
    expect(onLogin).toHaveBeenLastCalledWith(memberIdentity);
    expect(socket.ready).toBe(true);
    socket.stop();
  });
});
