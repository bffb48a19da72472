import {
  FEED_HEARTBEAT_MS,
  FEED_RECONNECT_JITTER_MS,
  FEED_RECONNECT_MS,
  type FeedClientMessage,
} from 'shared/contract';
import { ReconnectingSocket, type WebSocketLike } from 'shared/socket';
import type { FeedBatch } from './feed-store';
import { parseFeedMessage } from './feed-message';
import { feedStats } from './feed-stats';

/** connecting: first attempt; live: socket open; reconnecting: it dropped and we try again every 5 s (plus jitter). */
export type FeedStatus = 'connecting' | 'live' | 'reconnecting';

/** The part of the browser's WebSocket the client uses, so tests can hand in a fake. */
export type FeedSocket = WebSocketLike;

export interface FeedClientOptions {
  url: string;
  onHello: (hello: { seq: number; rate: number }) => void;
  onBatch: (batch: FeedBatch) => void;
  onStatus: (status: FeedStatus) => void;
  createSocket?: (url: string) => FeedSocket;
  /** Where the reconnect jitter comes from (tests pin it). */
  random?: () => number;
}

/**
 * The client of the live feed (shared/contract sports-feed) on the shared reconnecting socket:
 * pings every FEED_HEARTBEAT_MS and reconnects FEED_RECONNECT_MS plus up to
 * FEED_RECONNECT_JITTER_MS after a close, an error or a silent socket. Messages outside the
 * protocol are counted and dropped; nothing the server sends can throw out of here.
 */
export class FeedClient {
  private readonly socket: ReconnectingSocket;
  /** The watch frame to send on each open (a new socket watches everything); null: everything. */
  private watching: string | null = null;

  constructor(private readonly options: FeedClientOptions) {
    this.socket = new ReconnectingSocket({
      url: options.url,
      createSocket: options.createSocket,
      heartbeat: () => JSON.stringify({ type: 'ping', at: Date.now() } satisfies FeedClientMessage),
      heartbeatMs: FEED_HEARTBEAT_MS,
      reconnectMs: FEED_RECONNECT_MS,
      jitterMs: FEED_RECONNECT_JITTER_MS,
      random: options.random,
      onAttempt: (retry) => options.onStatus(retry ? 'reconnecting' : 'connecting'),
      onOpen: () => {
        if (this.watching !== null) this.socket.send(this.watching);
        options.onStatus('live');
      },
      onReconnecting: () => options.onStatus('reconnecting'),
      onMessage: (data) => this.receive(data),
      log: (message, detail) => console.warn(`[sports feed] ${message}`, ...(detail === undefined ? [] : [detail])),
    });
  }

  start(): void {
    this.socket.start();
  }

  /** Closes for good: no reconnect (the page is hidden or left). */
  stop(): void {
    this.socket.stop();
  }

  /**
   * Asks the server for these matches' changes only (null: every change), now if the socket is
   * open, and again after every reconnect. A repeat of the current watch sends nothing.
   */
  watch(gameIds: readonly string[] | null): void {
    const message: FeedClientMessage = { type: 'watch', gameIds: gameIds === null ? null : [...gameIds] };
    const frame = JSON.stringify(message);
    const next = gameIds === null ? null : frame;
    if (next === this.watching) return;
    this.watching = next;
    if (this.socket.isOpen) this.socket.send(frame);
  }

  private receive(data: unknown): void {
    feedStats.messages += 1;
    const message = parseFeedMessage(data);
    if (!message) {
      feedStats.droppedMessages += 1;
      return;
    }
    if (message.type === 'batch') this.options.onBatch(message);
    else if (message.type === 'hello') this.options.onHello(message);
  }
}
