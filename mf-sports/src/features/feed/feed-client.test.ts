import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEED_HEARTBEAT_MS, FEED_RECONNECT_JITTER_MS, FEED_RECONNECT_MS } from 'shared/contract';
import { FeedClient, type FeedSocket, type FeedStatus } from './feed-client';
import { feedStats, resetFeedStats } from './feed-stats';

/** A socket the test drives: it opens, speaks and closes when told. */
class FakeSocket implements FeedSocket {
  sent: string[] = [];
  closed = false;
  onopen: FeedSocket['onopen'] = null;
  onmessage: FeedSocket['onmessage'] = null;
  onclose: FeedSocket['onclose'] = null;
  onerror: FeedSocket['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  say(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
  drop() {
    this.onclose?.(new CloseEvent('close'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

function setup(random = 0) {
  const sockets: FakeSocket[] = [];
  const statuses: FeedStatus[] = [];
  const onHello = vi.fn();
  const onBatch = vi.fn();
  const client = new FeedClient({
    url: 'ws://api.test/sports/feed',
    onHello,
    onBatch,
    onStatus: (status) => statuses.push(status),
    random: () => random,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const last = () => sockets[sockets.length - 1]!;
  return { client, sockets, statuses, onHello, onBatch, last };
}

const batch = { type: 'batch', seq: 1, at: 1, odds: [['g1', 'R', 'H', 1.9, '0.5', 1]], matches: [], ended: [] };

beforeEach(() => {
  vi.useFakeTimers();
  resetFeedStats();
});
afterEach(() => vi.useRealTimers());

describe('the feed client', () => {
  it('connects to the feed address and hands on hello and batches', () => {
    const { client, sockets, statuses, onHello, onBatch, last } = setup();
    client.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://api.test/sports/feed');
    last().open();
    last().say({ type: 'hello', seq: 40, rate: 20 });
    last().say(batch);
    last().say({ type: 'pong', at: 1 });
    expect(onHello).toHaveBeenCalledWith({ type: 'hello', seq: 40, rate: 20 });
    expect(onBatch).toHaveBeenCalledWith(batch);
    expect(statuses).toEqual(['connecting', 'live']);
    expect(feedStats.messages).toBe(3);
    client.stop();
  });

  it('counts and drops a malformed message and carries on', () => {
    const { client, onBatch, last } = setup();
    client.start();
    last().open();
    last().say('not json');
    last().say({ ...batch, odds: [['g1', 'R']] });
    last().say(batch);
    expect(feedStats.droppedMessages).toBe(2);
    expect(onBatch).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('pings every heartbeat while open', () => {
    const { client, last } = setup();
    client.start();
    last().open();
    vi.advanceTimersByTime(FEED_HEARTBEAT_MS - 1);
    expect(last().sent).toHaveLength(0);
    last().say({ type: 'pong', at: 1 });
    vi.advanceTimersByTime(1);
    expect(last().sent.map((text) => JSON.parse(text).type)).toEqual(['ping']);
    last().say({ type: 'pong', at: 2 });
    vi.advanceTimersByTime(FEED_HEARTBEAT_MS);
    expect(last().sent).toHaveLength(2);
    client.stop();
  });

  it('reconnects 5 s after a close, once even when an error comes with it', () => {
    const { client, sockets, statuses, last } = setup();
    client.start();
    last().open();
    last().fail();
    last().drop();
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting']);
    vi.advanceTimersByTime(FEED_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'reconnecting', 'live']);
    client.stop();
  });

  it('adds up to the jitter to the 5 s, so pages dropped together do not return together', () => {
    const { client, sockets, last } = setup(1);
    client.start();
    last().open();
    last().drop();
    vi.advanceTimersByTime(FEED_RECONNECT_MS + FEED_RECONNECT_JITTER_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('keeps trying every 5 s while the server is away', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().drop();
    vi.advanceTimersByTime(FEED_RECONNECT_MS);
    last().drop();
    vi.advanceTimersByTime(FEED_RECONNECT_MS);
    expect(sockets).toHaveLength(3);
    client.stop();
  });

  it('treats a socket silent for several heartbeats as dead and reconnects', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    vi.advanceTimersByTime(FEED_HEARTBEAT_MS * 3);
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(FEED_RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    client.stop();
  });

  it('stops for good: closes the socket, no more pings or reconnects', () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    client.stop();
    expect(last().closed).toBe(true);
    last().drop();
    vi.advanceTimersByTime(FEED_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
    expect(last().sent).toHaveLength(0);
  });

  it('survives a socket that cannot even be created', () => {
    const statuses: FeedStatus[] = [];
    let attempts = 0;
    const client = new FeedClient({
      url: 'ws://api.test/sports/feed',
      onHello: () => {},
      onBatch: () => {},
      onStatus: (status) => statuses.push(status),
      random: () => 0,
      createSocket: () => {
        attempts += 1;
        throw new SyntaxError('bad url');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    client.start();
    vi.advanceTimersByTime(FEED_RECONNECT_MS);
    expect(attempts).toBe(2);
    expect(statuses).toContain('reconnecting');
    client.stop();
  });
  it('sends its watch when the socket opens, again after each reconnect, and a change at once', () => {
    const { client, sockets, last } = setup();
    client.watch(['g1', 'h1']);
    client.start();
    expect(last().sent).toEqual([]);
    last().open();
    const watchesOf = (socket: FakeSocket) =>
      socket.sent.map((text) => JSON.parse(text) as { type: string }).filter((m) => m.type === 'watch');
    expect(watchesOf(last())).toEqual([{ type: 'watch', gameIds: ['g1', 'h1'] }]);
    client.watch(['g1', 'h1']);
    expect(watchesOf(last())).toHaveLength(1);
    client.watch(null);
    expect(watchesOf(last()).at(-1)).toEqual({ type: 'watch', gameIds: null });
    client.watch(['g2']);
    last().drop();
    vi.advanceTimersByTime(FEED_RECONNECT_MS + FEED_RECONNECT_JITTER_MS);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(watchesOf(last())).toEqual([{ type: 'watch', gameIds: ['g2'] }]);
    // A new socket watches everything: after watch(null) nothing needs saying.
    client.watch(null);
    last().drop();
    vi.advanceTimersByTime(FEED_RECONNECT_MS + FEED_RECONNECT_JITTER_MS);
    last().open();
    expect(watchesOf(last())).toEqual([]);
    client.stop();
  });
});
