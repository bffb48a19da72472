import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatMsgId } from 'shared/contract';
import { ChatSocket } from './chat-socket';
import { FakeSocket, acceptLogin, guestIdentity, sequentialIds } from './fake-chat-server';
import { GUEST_KEY, setup } from './chat-socket-bench';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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
