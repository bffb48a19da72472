import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_HEARTBEAT_MS,
  CHAT_CLOSE_POLICY,
  CHAT_POLICY_RECONNECT_MS,
  CHAT_RECONNECT_JITTER_MS,
  CHAT_RECONNECT_MS,
  CHAT_RETRY_MS,
  CHAT_SEND_WINDOW_MS,
  CHAT_SENDS_PER_WINDOW,
  ChatMsgId,
  type ChatServerFrame,
} from 'shared/contract';
import { pageTraceId } from 'shared/diagnostics';
import { ChatSocket, type ChatLogin, type ChatRequestFrame } from './chat-socket';
import type { ChatConnectionState } from './chat-room-view';
import { FakeSocket, acceptLogin, guestIdentity, memberIdentity, sequentialIds } from './fake-chat-server';

const GUEST_KEY = 'k'.repeat(32);

function setup(options: { random?: number; credentials?: (refusals: number) => Promise<ChatLogin>; gate?: () => boolean } = {}) {
  const sockets: FakeSocket[] = [];
  const states: ChatConnectionState[] = [];
  const frames: ChatServerFrame[] = [];
  const onLogin = vi.fn();
  const onOffline = vi.fn();
  const log = vi.fn();
  const credentials = vi.fn(options.credentials ?? (() => Promise.resolve<ChatLogin>({ msgId: ChatMsgId.GUEST_LOGIN, token: GUEST_KEY })));
  const gate = options.gate;
  const socket = new ChatSocket({
    url: 'ws://chat.test/stream?clientType=web&siteId=1',
    createSocket: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake;
    },
    credentials,
    onFrame: (frame) => frames.push(frame),
    onState: (state) => states.push(state),
    onLogin,
    onOffline,
    ...(gate ? { canSend: () => gate() } : {}),
    random: () => options.random ?? 0,
    log,
    newId: sequentialIds(),
  });
  const last = () => {
    const fake = sockets.at(-1);
    if (!fake) throw new Error('no socket opened');
    return fake;
  };
  /** Opens the current socket and lets the (async) credentials resolve. */
  const open = async () => {
    last().open();
    await vi.advanceTimersByTimeAsync(0);
  };
  const login = async (identity = guestIdentity) => {
    await open();
    acceptLogin(last(), identity);
  };
  return { socket, sockets, states, frames, onLogin, onOffline, log, credentials, last, open, login };
}

const send = (cid: string, msg = '你好'): ChatRequestFrame => ({ msgId: ChatMsgId.SEND, msgData: { rid: 'match-g1', msg, cid } });
const join = (cid: string): ChatRequestFrame => ({ msgId: ChatMsgId.JOIN_ROOM, msgData: { rid: 'match-g1', cid } });

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
    expect(last().frames(ChatMsgId.GUEST_LOGIN)).toEqual([{ msgId: ChatMsgId.GUEST_LOGIN, msgData: { token: GUEST_KEY, cid: 'cid-0001', traceId: pageTraceId() } }]);
    expect(socket.ready).toBe(false);
    acceptLogin(last(), guestIdentity);
    expect(socket.ready).toBe(true);
    expect(states).toEqual(['open']);
    expect(onLogin).toHaveBeenCalledWith(guestIdentity);
    socket.stop();
  });

  it('logs in as a member with the jwt the credentials give', async () => {
    const { socket, last, open, onLogin } = setup({ credentials: () => Promise.resolve({ msgId: ChatMsgId.LOGIN, token: 'jwt.a.b' }) });
    socket.start();
    await open();
    expect(last().lastFrame(ChatMsgId.LOGIN).msgData).toEqual({ token: 'jwt.a.b', cid: 'cid-0001', traceId: pageTraceId() });
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
    const sent = last().frames(ChatMsgId.SEND).map((frame) => frame.msgData.msg);
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

    const message = { id: '7', cid: 'cid-a0000001', rid: 'match-g1', userId: guestIdentity.userId, name: 'x', role: 'guest', vipLevel: 0, msg: '你好', at: 1 };
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

describe('the chat socket: what the server sends', () => {
  it('hands on every valid frame and drops malformed ones, logging them', async () => {
    const { socket, frames, last, login, log } = setup();
    socket.start();
    await login();
    last().say('not json {');
    last().say({ msgId: 12345, code: 6000, msgData: {} });
    last().say({ msgId: ChatMsgId.ROOM_BLOCK, code: 6000, msgData: { rid: 'match-g1' } });
    last().say({ msgId: ChatMsgId.ROOM_BLOCK, msgData: { rid: 'match-g1', blocked: true } });
    expect(frames).toEqual([]);
    expect(log).toHaveBeenCalledTimes(4);
    last().push(ChatMsgId.ROOM_BLOCK, { rid: 'match-g1', blocked: true });
    expect(frames).toEqual([{ msgId: ChatMsgId.ROOM_BLOCK, code: 6000, msgData: { rid: 'match-g1', blocked: true } }]);
    expect(socket.state).toBe('open');
    socket.stop();
  });

  it('keeps going when a handler throws: the error is only logged', async () => {
    const log = vi.fn();
    const fake = new FakeSocket('ws://x');
    const socket = new ChatSocket({
      url: 'ws://x',
      createSocket: () => fake,
      credentials: () => Promise.resolve({ msgId: ChatMsgId.GUEST_LOGIN, token: GUEST_KEY }),
      onFrame: () => {
        throw new Error('boom');
      },
      log,
      newId: sequentialIds(),
    });
    socket.start();
    fake.open();
    await vi.advanceTimersByTimeAsync(0);
    acceptLogin(fake, guestIdentity);
    expect(() => fake.push(ChatMsgId.ROOM_BLOCK, { rid: 'match-g1', blocked: true })).not.toThrow();
    expect(log).toHaveBeenCalledWith('handling frame 10005 failed', expect.any(Error));
    socket.stop();
  });
});
