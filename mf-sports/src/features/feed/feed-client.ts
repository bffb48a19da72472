import { FEED_HEARTBEAT_MS, FEED_RECONNECT_MS, type FeedClientMessage } from 'shared/contract';
import type { FeedBatch } from './feed-store';
import { parseFeedMessage } from './feed-message';
import { feedStats } from './feed-stats';

/** connecting: first attempt; live: socket open; reconnecting: it dropped and we try again every 5 s. */
export type FeedStatus = 'connecting' | 'live' | 'reconnecting';

/** The part of the browser's WebSocket the client uses, so tests can hand in a fake. */
export interface FeedSocket {
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface FeedClientOptions {
  url: string;
  onHello: (hello: { seq: number; rate: number }) => void;
  onBatch: (batch: FeedBatch) => void;
  onStatus: (status: FeedStatus) => void;
  createSocket?: (url: string) => FeedSocket;
}

/** A socket that has been silent for this long is dead even if the browser has not noticed yet. */
const SILENCE_LIMIT_MS = FEED_HEARTBEAT_MS * 2.5;

/**
 * The client of the live feed (shared/contract sports-feed): pings every FEED_HEARTBEAT_MS and
 * reconnects FEED_RECONNECT_MS after a close, an error or a silent socket. Messages outside the
 * protocol are counted and dropped; nothing the server sends can throw out of here.
 */
export class FeedClient {
  private socket: FeedSocket | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private lastMessageAt = 0;
  private stopped = true;
  private readonly createSocket: (url: string) => FeedSocket;

  constructor(private readonly options: FeedClientOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open('connecting');
  }

  /** Closes for good: no reconnect (the page is hidden or left). */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.detach()?.close();
  }

  private open(status: FeedStatus): void {
    this.options.onStatus(status);
    let socket: FeedSocket;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      console.warn('[sports feed] cannot open the socket', error);
      this.dropped();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.lastMessageAt = Date.now();
      this.options.onStatus('live');
      this.heartbeat = setInterval(() => this.beat(), FEED_HEARTBEAT_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => this.dropped();
    socket.onerror = () => this.dropped();
  }

  private beat(): void {
    if (Date.now() - this.lastMessageAt > SILENCE_LIMIT_MS) {
      this.detach()?.close();
      this.dropped();
      return;
    }
    const ping: FeedClientMessage = { type: 'ping', at: Date.now() };
    try {
      this.socket?.send(JSON.stringify(ping));
    } catch {
      // A socket closing under us: its close event brings the reconnect.
    }
  }

  private receive(data: unknown): void {
    feedStats.messages += 1;
    this.lastMessageAt = Date.now();
    const message = parseFeedMessage(data);
    if (!message) {
      feedStats.droppedMessages += 1;
      return;
    }
    if (message.type === 'batch') this.options.onBatch(message);
    else if (message.type === 'hello') this.options.onHello(message);
  }

  /** Close and error both land here (often one after the other): one reconnect is scheduled. */
  private dropped(): void {
    this.detach();
    this.clearTimers();
    if (this.stopped) return;
    this.options.onStatus('reconnecting');
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      if (!this.stopped) this.open('reconnecting');
    }, FEED_RECONNECT_MS);
  }

  private detach(): FeedSocket | null {
    const socket = this.socket;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
    }
    this.socket = null;
    return socket;
  }

  private clearTimers(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.reconnect) clearTimeout(this.reconnect);
    this.heartbeat = null;
    this.reconnect = null;
  }
}
