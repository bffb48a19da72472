import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReconnectingSocket, type ReconnectingSocketOptions } from './reconnecting-socket';
import { reconnectDelay } from './reconnect-delay';
import type { WebSocketLike } from './socket-like';

/** A socket the test drives: it opens, speaks and closes when told, and records what was written. */
class FakeSocket implements WebSocketLike {
  readonly sent: string[] = [];
  closedWith: number | undefined | null = null;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number): void {
    this.closedWith = code;
  }
  get closed(): boolean {
    return this.closedWith !== null;
  }
  open(): void {
    this.onopen?.(new Event('open'));
  }
  say(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  drop(code = 1006): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

const HEARTBEAT_MS = 10_000;
const RECONNECT_MS = 5_000;
const JITTER_MS = 3_000;
const POLICY = { closeCode: 4008, reconnectMs: 60_000 };

function setup(overrides: Partial<ReconnectingSocketOptions> = {}, random = 0) {
  const sockets: FakeSocket[] = [];
  const messages: unknown[] = [];
  const network = new EventTarget();
  const onDrop = vi.fn();
  const client = new ReconnectingSocket({
    url: 'ws://socket.test/stream',
    createSocket: (url) => {
      const fake = new FakeSocket(url);
      sockets.push(fake);
      return fake;
    },
    heartbeat: () => 'ping',
    heartbeatMs: HEARTBEAT_MS,
    reconnectMs: RECONNECT_MS,
    jitterMs: JITTER_MS,
    policy: POLICY,
    onMessage: (data) => messages.push(data),
    onDrop,
    random: () => random,
    network,
    ...overrides,
  });
  const last = () => {
    const fake = sockets.at(-1);
    if (!fake) throw new Error('no socket opened');
    return fake;
  };
  return { client, sockets, messages, network, onDrop, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('waits the base plus a share of the jitter, never outside those bounds', () => {
    expect(reconnectDelay(RECONNECT_MS, JITTER_MS, () => 0)).toBe(RECONNECT_MS);
    expect(reconnectDelay(RECONNECT_MS, JITTER_MS, () => 0.5)).toBe(RECONNECT_MS + JITTER_MS / 2);
    expect(reconnectDelay(RECONNECT_MS, JITTER_MS, () => 0.999_999)).toBe(RECONNECT_MS + JITTER_MS);
    expect(reconnectDelay(RECONNECT_MS, JITTER_MS, () => 7)).toBe(RECONNECT_MS + JITTER_MS);
    expect(reconnectDelay(RECONNECT_MS, JITTER_MS, () => -1)).toBe(RECONNECT_MS);
  });
});

describe('the reconnecting socket', () => {
  it('hands on every frame and writes a heartbeat every interval while open', () => {
    const { client, messages, last } = setup();
    client.start();
    expect(last().url).toBe('ws://socket.test/stream');
    last().open();
    last().say('hello');
    expect(messages).toEqual(['hello']);
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['ping']);
    last().say('pong');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(last().sent).toEqual(['ping', 'ping']);
    client.stop();
  });

  it('reconnects the base delay plus the jitter after a close, once even when an error comes with it', () => {
    const { client, sockets, onDrop, last } = setup({}, 0.5);
    client.start();
    last().open();
    last().fail();
    last().drop();
    expect(onDrop).toHaveBeenCalledTimes(1);
    expect(onDrop).toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(RECONNECT_MS + JITTER_MS / 2 - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('waits the whole jitter when the random draw is at its top', () => {
    const { client, sockets, last } = setup({}, 1);
    client.start();
    last().drop();
    vi.advanceTimersByTime(RECONNECT_MS + JITTER_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('treats a socket silent past the limit as dead and reconnects, while any frame keeps it alive', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    last().say('batch');
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(sockets[0]?.closed).toBe(false);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(sockets[0]?.closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('stays away the policy’s longer wait after the policy close code, and tells the owner the code', () => {
    const onClose = vi.fn();
    const { client, sockets, network, last } = setup({ onClose }, 1);
    client.start();
    last().open();
    last().drop(POLICY.closeCode);
    expect(onClose).toHaveBeenCalledWith(POLICY.closeCode);
    network.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(POLICY.reconnectMs + JITTER_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(RECONNECT_MS + JITTER_MS);
    expect(sockets).toHaveLength(3);
    client.stop();
  });

  it('holds posted frames while away and delivers each once when back', () => {
    const { client, sockets, last } = setup();
    client.start();
    client.post('early');
    last().open();
    expect(last().sent).toEqual(['early']);
    last().drop();
    client.post('while away 1');
    client.post('while away 2');
    vi.advanceTimersByTime(RECONNECT_MS);
    last().open();
    expect(last().sent).toEqual(['while away 1', 'while away 2']);
    last().drop();
    vi.advanceTimersByTime(RECONNECT_MS);
    last().open();
    expect(last().sent).toEqual([]);
    expect(sockets).toHaveLength(3);
    client.stop();
  });

  it('keeps the queue until the owner says ready when it is not ready on open', () => {
    const { client, last } = setup({ readyOnOpen: false });
    client.start();
    client.post('after login');
    last().open();
    expect(client.isOpen).toBe(true);
    expect(last().sent).toEqual([]);
    client.markReady();
    expect(last().sent).toEqual(['after login']);
    client.stop();
  });

  it('drops at once when the browser goes offline and comes back after the jitter alone when online', () => {
    const { client, sockets, network, onDrop, last } = setup({}, 0.5);
    client.start();
    last().open();
    network.dispatchEvent(new Event('offline'));
    expect(sockets[0]?.closed).toBe(true);
    expect(onDrop).toHaveBeenCalledWith(true);
    network.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(JITTER_MS / 2 - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('stops cleanly: closes normally, forgets the queue, no heartbeat, reconnect or network listener', () => {
    const { client, sockets, network, last } = setup();
    client.start();
    last().open();
    client.stop();
    expect(last().closedWith).toBe(1000);
    client.post('after stop');
    last().drop();
    network.dispatchEvent(new Event('online'));
    network.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(RECONNECT_MS * 20);
    expect(sockets).toHaveLength(1);
    expect(last().sent).toEqual([]);
  });

  it('survives a socket that cannot even be created, and a handler that throws', () => {
    const log = vi.fn();
    let attempts = 0;
    const { client } = setup({
      log,
      createSocket: () => {
        attempts += 1;
        throw new SyntaxError('bad url');
      },
    });
    client.start();
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(attempts).toBe(2);
    expect(log).toHaveBeenCalledWith('cannot open the socket', expect.any(SyntaxError));
    client.stop();

    const throwing = setup({
      log,
      onMessage: () => {
        throw new Error('boom');
      },
    });
    throwing.client.start();
    throwing.last().open();
    expect(() => throwing.last().say('x')).not.toThrow();
    expect(log).toHaveBeenCalledWith('handling a frame failed', expect.any(Error));
    throwing.client.stop();
  });
});
