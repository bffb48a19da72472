import { reconnectDelay } from './reconnect-delay';
import {
  browserNetwork,
  browserTimers,
  type NetworkEvents,
  type SocketLog,
  type SocketTimers,
  type WebSocketLike,
} from './socket-like';

/** A close code by which the server asks the client to stay away longer than after an ordinary drop. */
export interface SocketPolicy {
  closeCode: number;
  reconnectMs: number;
}

export interface ReconnectingSocketOptions {
  url: string;
  createSocket?: ((url: string) => WebSocketLike) | undefined;
  /** The frame written every `heartbeatMs` while the socket is open. */
  heartbeat: () => string;
  heartbeatMs: number;
  /** Silence (no frame of any kind) after which an open socket counts as dead; 2.5 heartbeats unless given. */
  silenceLimitMs?: number | undefined;
  reconnectMs: number;
  jitterMs: number;
  policy?: SocketPolicy | undefined;
  /**
   * Whether the socket may take queued frames as soon as it opens; when false the owner calls
   * markReady() (after a login, say).
   */
  readyOnOpen?: boolean | undefined;
  /** Every attempt to open a socket; `retry` is false for the first after start(). */
  onAttempt?: ((retry: boolean) => void) | undefined;
  onOpen?: (() => void) | undefined;
  /** Every frame, as the socket delivered it. */
  onMessage: (data: unknown) => void;
  /** The server (or the browser) closed the socket with this code. */
  onClose?: ((code: number) => void) | undefined;
  /** The connection is gone (closed, failed, silent or given up); `wasOpen` says whether it had opened. */
  onDrop?: ((wasOpen: boolean) => void) | undefined;
  /** A reconnect is scheduled. */
  onReconnecting?: (() => void) | undefined;
  random?: (() => number) | undefined;
  now?: (() => number) | undefined;
  timers?: SocketTimers | undefined;
  /** Where `online`/`offline` arrive; the window unless given (null: none). */
  network?: NetworkEvents | null | undefined;
  log?: SocketLog | undefined;
}

/**
 * A WebSocket that stays connected: it writes a heartbeat every `heartbeatMs` and treats a socket
 * silent for `silenceLimitMs` as dead, reconnects `reconnectMs` plus up to `jitterMs` after any
 * drop (the policy's wait after its close code), drops at once when the browser goes offline and
 * comes back soon after it is online again, and holds queued frames while away to deliver each
 * once when it is back. Nothing the socket does throws out of here.
 */
export class ReconnectingSocket {
  private socket: WebSocketLike | null = null;
  private open = false;
  private ready = false;
  private stopped = true;
  private lastFrameAt = 0;
  private heartbeatTimer: unknown = null;
  private reconnectTimer: unknown = null;
  /** The scheduled reconnect is the policy's longer wait: coming back online does not shorten it. */
  private policyWait = false;
  private queue: string[] = [];
  private readonly createSocket: (url: string) => WebSocketLike;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly timers: SocketTimers;
  private readonly network: NetworkEvents | null;
  private readonly log: SocketLog;
  private readonly silenceLimitMs: number;
  private readonly wentOffline = () => {
    if (!this.socket) return;
    this.log('the browser went offline');
    this.drop();
  };
  private readonly cameOnline = () => this.onlineAgain();

  constructor(private readonly options: ReconnectingSocketOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.random = options.random ?? Math.random;
    this.now = options.now ?? (() => Date.now());
    this.timers = options.timers ?? browserTimers;
    this.network = options.network === undefined ? browserNetwork() : options.network;
    this.log = options.log ?? (() => {});
    this.silenceLimitMs = options.silenceLimitMs ?? options.heartbeatMs * 2.5;
  }

  /** Open: frames written now reach the server. */
  get isOpen(): boolean {
    return this.open;
  }

  /** Open and ready for queued frames. */
  get isReady(): boolean {
    return this.ready;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.network?.addEventListener('offline', this.wentOffline);
    this.network?.addEventListener('online', this.cameOnline);
    this.connect(false);
  }

  /** Closes for good (the page is left or hidden): nothing reconnects and the queue is forgotten. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.network?.removeEventListener('offline', this.wentOffline);
    this.network?.removeEventListener('online', this.cameOnline);
    this.clearHeartbeat();
    this.clearReconnect();
    this.closeSocket(1000);
    this.open = false;
    this.ready = false;
    this.queue = [];
  }

  /** Writes a frame now; false when the socket is not open (or refused it). */
  send(data: string): boolean {
    if (!this.socket || !this.open) return false;
    try {
      this.socket.send(data);
      return true;
    } catch (error) {
      // A socket closing under us: its close event brings the reconnect.
      this.log('cannot send', error);
      return false;
    }
  }

  /** Writes a frame once: now when ready, otherwise as soon as the socket is ready again. */
  post(data: string): void {
    if (this.stopped) return;
    this.queue.push(data);
    if (this.ready) this.deliverQueue();
  }

  /** The owner's handshake is done: queued frames go out. */
  markReady(): void {
    if (!this.open) return;
    this.ready = true;
    this.deliverQueue();
  }

  /** The owner's handshake starts again on this socket (a new login): frames wait until markReady(). */
  markUnready(): void {
    this.ready = false;
  }

  /**
   * Gives up the connection (also where close, error, silence and going offline land): close and
   * error often come one after the other, and the first detaches, so one reconnect is scheduled.
   */
  drop(policy = false): void {
    this.closeSocket();
    this.clearHeartbeat();
    const wasOpen = this.open;
    this.open = false;
    this.ready = false;
    this.options.onDrop?.(wasOpen);
    if (this.stopped || this.reconnectTimer !== null) return;
    this.options.onReconnecting?.();
    const base = policy && this.options.policy ? this.options.policy.reconnectMs : this.options.reconnectMs;
    this.scheduleReconnect(reconnectDelay(base, this.options.jitterMs, this.random), policy);
  }

  private connect(retry: boolean): void {
    this.options.onAttempt?.(retry);
    let socket: WebSocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      this.log('cannot open the socket', error);
      this.drop();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.opened();
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      this.log(`socket closed (${event.code})`);
      this.options.onClose?.(event.code);
      this.drop(this.options.policy !== undefined && event.code === this.options.policy.closeCode);
    };
    socket.onerror = () => {
      this.log('socket error');
      this.drop();
    };
  }

  private opened(): void {
    this.open = true;
    this.lastFrameAt = this.now();
    this.heartbeatTimer = this.timers.setInterval(() => this.beat(), this.options.heartbeatMs);
    this.options.onOpen?.();
    if (this.options.readyOnOpen ?? true) this.markReady();
  }

  private beat(): void {
    if (this.now() - this.lastFrameAt > this.silenceLimitMs) {
      this.log('the socket went silent; reconnecting');
      this.drop();
      return;
    }
    this.send(this.options.heartbeat());
  }

  private receive(data: unknown): void {
    this.lastFrameAt = this.now();
    try {
      this.options.onMessage(data);
    } catch (error) {
      this.log('handling a frame failed', error);
    }
  }

  private deliverQueue(): void {
    while (this.ready && this.queue.length > 0) {
      const [next] = this.queue;
      if (next === undefined || !this.send(next)) return;
      this.queue.shift();
    }
  }

  /** Back online while waiting out an ordinary drop: try again after the jitter alone. */
  private onlineAgain(): void {
    if (this.stopped || this.reconnectTimer === null || this.policyWait) return;
    this.clearReconnect();
    this.scheduleReconnect(reconnectDelay(0, this.options.jitterMs, this.random), false);
  }

  private scheduleReconnect(delay: number, policy: boolean): void {
    this.policyWait = policy;
    this.reconnectTimer = this.timers.setTimeout(() => {
      this.reconnectTimer = null;
      this.policyWait = false;
      if (!this.stopped) this.connect(true);
    }, delay);
  }

  private closeSocket(code?: number): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      if (code === undefined) socket.close();
      else socket.close(code);
    } catch {
      // Already closed.
    }
  }

  private clearHeartbeat(): void {
    if (this.heartbeatTimer === null) return;
    this.timers.clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
  }

  private clearReconnect(): void {
    if (this.reconnectTimer === null) return;
    this.timers.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.policyWait = false;
  }
}
