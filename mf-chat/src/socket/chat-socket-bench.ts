// The chat socket's test bench: a ChatSocket over fake sockets, with what it reported kept for the test.
import { vi } from 'vitest';
import { ChatMsgId, type ChatServerFrame } from 'shared/contract';
import { ChatSocket, type ChatLogin, type ChatRequestFrame } from './chat-socket';
import type { ChatConnectionState } from './chat-room-view';
import { FakeSocket, acceptLogin, guestIdentity, sequentialIds } from './fake-chat-server';

export const GUEST_KEY = 'k'.repeat(32);

export function setup(
  options: { random?: number; credentials?: (refusals: number) => Promise<ChatLogin>; gate?: () => boolean } = {},
) {
  const sockets: FakeSocket[] = [];
  const states: ChatConnectionState[] = [];
  const frames: ChatServerFrame[] = [];
  const onLogin = vi.fn();
  const onOffline = vi.fn();
  const log = vi.fn();
  const credentials = vi.fn(
    options.credentials ?? (() => Promise.resolve<ChatLogin>({ msgId: ChatMsgId.GUEST_LOGIN, token: GUEST_KEY })),
  );
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

export const send = (cid: string, msg = '你好'): ChatRequestFrame => ({
  msgId: ChatMsgId.SEND,
  msgData: { rid: 'match-g1', msg, cid },
});
export const join = (cid: string): ChatRequestFrame => ({
  msgId: ChatMsgId.JOIN_ROOM,
  msgData: { rid: 'match-g1', cid },
});
