import {
  CHAT_CLOSE_POLICY,
  CHAT_CLOSE_SESSION_ENDED,
  CHAT_HEARTBEAT_MS,
  CHAT_POLICY_RECONNECT_MS,
  CHAT_RECONNECT_JITTER_MS,
  CHAT_RECONNECT_MS,
  CHAT_RETRY_MS,
  CHAT_SEND_WINDOW_MS,
  CHAT_SENDS_PER_WINDOW,
  ChatMsgId,
  ResponseCode,
  chatServerFrameSchema,
  type ChatClientFrame,
  type ChatIdentity,
  type ChatServerFrame,
} from 'shared/contract';
import { pageTraceId } from 'shared/diagnostics';
import type { ChatConnectionState } from './chat-room-view';

/** The server counts its window from when a frame arrives, a little after the client wrote it. */
const SEND_WINDOW_MARGIN_MS = 250;

/** The part of the browser's WebSocket the client uses, so tests can hand in a fake. */
export interface WebSocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** Timers are looked up when called, so vi.useFakeTimers installed after construction still applies. */
export interface ChatTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const browserTimers: ChatTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

/** Every frame that asks the server something and waits for the reply with its cid. */
export type ChatRequestFrame = Exclude<ChatClientFrame, { msgId: typeof ChatMsgId.HEARTBEAT }>;

/** How to log in: the member's jwt (10001) or the browser's guest key (10019). */
export interface ChatLogin {
  msgId: typeof ChatMsgId.LOGIN | typeof ChatMsgId.GUEST_LOGIN;
  token: string;
}

export type ChatLog = (message: string, detail?: unknown) => void;

export interface ChatSocketOptions {
  url: string;
  createSocket?: ((url: string) => WebSocketLike) | undefined;
  /** What to log in with; `refusals` counts the logins the server refused on this connection so far. */
  credentials: (refusals: number) => Promise<ChatLogin>;
  /** Every valid frame but the login replies, which arrive through onLogin. */
  onFrame: (frame: ChatServerFrame) => void;
  onState?: ((state: ChatConnectionState) => void) | undefined;
  /** The server accepted a login: rooms may be joined now; the queue is flushed right after. */
  onLogin?: ((identity: ChatIdentity) => void) | undefined;
  /** The server closed the socket because the member's login session ended (CHAT_CLOSE_SESSION_ENDED). */
  onSessionEnded?: (() => void) | undefined;
  /** No room is joined any more: the socket dropped, or it is logging in as someone else. */
  onOffline?: (() => void) | undefined;
  /** Whether a queued request may go out now (a send waits until its room is joined again). */
  canSend?: ((frame: ChatRequestFrame) => boolean) | undefined;
  random?: (() => number) | undefined;
  now?: (() => number) | undefined;
  timers?: ChatTimers | undefined;
  log?: ChatLog | undefined;
  /** Client message ids (the login's; requests bring their own). */
  newId?: (() => string) | undefined;
}

interface Outgoing {
  cid: string;
  frame: ChatRequestFrame;
  /** Kept across connections until its reply arrives (sends); otherwise dropped with the connection. */
  durable: boolean;
  /** The connection it was last written to (0: not yet). */
  sentOn: number;
}

/** A socket silent this long is dead even if the browser has not noticed (the server answers every heartbeat). */
const SILENCE_LIMIT_MS = CHAT_HEARTBEAT_MS * 2.5;
/** Logins refused in a row on one connection before it is dropped and tried again later. */
const MAX_LOGIN_REFUSALS = 3;

export const defaultChatLog: ChatLog = (message, detail) => {
  if (detail === undefined) console.warn(`[chat] ${message}`);
  else console.warn(`[chat] ${message}`, detail);
};

/**
 * The chat socket (SPEC §4, contract chat-socket): logs in on open, sends a heartbeat every
 * CHAT_HEARTBEAT_MS, reconnects CHAT_RECONNECT_MS plus up to CHAT_RECONNECT_JITTER_MS after a close
 * (so a crowd dropped at once does not return at once), and keeps requests queued until the socket
 * is open and logged in, retrying every CHAT_RETRY_MS. A request leaves the queue only when the reply
 * with its cid arrives: after a drop an unanswered send goes out again with the same cid, and the
 * server stores it once. Errors are logged, never thrown to the page.
 */
export class ChatSocket {
  private socket: WebSocketLike | null = null;
  /** The current connection's number; 0 before the first. */
  private serial = 0;
  private open = false;
  private loggedIn = false;
  private loginCid: string | null = null;
  /** Bumped whenever a login in progress must be forgotten (drop, new identity). */
  private loginAttempt = 0;
  private refusals = 0;
  private stopped = true;
  private lastFrameAt = 0;
  private heartbeat: unknown = null;
  private reconnect: unknown = null;
  private retry: unknown = null;
  private queue: Outgoing[] = [];
  /** When this connection wrote its recent sends: the server refuses (7507) more than its window allows. */
  private sendTimes: number[] = [];
  private connectionState: ChatConnectionState = 'connecting';
  /** The server refused the last socket by policy (4008): the next one waits CHAT_POLICY_RECONNECT_MS. */
  private refusedByPolicy = false;

  private readonly createSocket: (url: string) => WebSocketLike;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly timers: ChatTimers;
  private readonly log: ChatLog;
  private readonly newId: () => string;

  constructor(private readonly options: ChatSocketOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.timers = options.timers ?? browserTimers;
    this.log = options.log ?? defaultChatLog;
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  get state(): ChatConnectionState {
    return this.connectionState;
  }

  /** Open and logged in: requests go out at once. */
  get ready(): boolean {
    return this.open && this.loggedIn;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.setState('connecting');
    this.connect();
  }

  /** Closes for good (the page is left); nothing reconnects. */
  stop(): void {
    this.stopped = true;
    this.clearTimer('heartbeat');
    this.clearTimer('reconnect');
    this.clearTimer('retry');
    this.closeSocket();
    this.open = false;
    this.loggedIn = false;
  }

  /** Queues a request (its msgData carries the cid) and sends it as soon as it may go. */
  request(frame: ChatRequestFrame, durable: boolean): void {
    this.queue.push({ cid: frame.msgData.cid, frame, durable, sentOn: 0 });
    this.flush();
  }

  /** Forgets a queued request: it will not be (re)sent. */
  discard(cid: string): void {
    this.queue = this.queue.filter((entry) => entry.cid !== cid);
  }

  /** Whether a request is still waiting for its reply. */
  pending(cid: string): boolean {
    return this.queue.some((entry) => entry.cid === cid);
  }

  /** Writes every queued request not yet written on this connection that may go now; retries later otherwise. */
  flush(): void {
    if (this.stopped) return;
    if (this.ready) {
      const canSend = this.options.canSend ?? (() => true);
      for (const entry of this.queue) {
        if (entry.sentOn === this.serial || !canSend(entry.frame)) continue;
        const isSend = entry.frame.msgId === ChatMsgId.SEND;
        // A backlog (messages typed while the socket was away) goes out at the pace the server
        // takes, in order, instead of the tail being refused as a flood.
        if (isSend && !this.sendSlotFree()) break;
        if (!this.write(entry.frame)) break;
        if (isSend) this.sendTimes.push(this.now());
        entry.sentOn = this.serial;
      }
    }
    if (this.queue.some((entry) => entry.sentOn !== this.serial)) this.armRetry();
  }

  /** Whether another send fits the server's window now (with a margin for the way there). */
  private sendSlotFree(): boolean {
    const since = this.now() - CHAT_SEND_WINDOW_MS - SEND_WINDOW_MARGIN_MS;
    this.sendTimes = this.sendTimes.filter((at) => at > since);
    return this.sendTimes.length < CHAT_SENDS_PER_WINDOW;
  }

  /** The page's login changed: log in again on this connection (the next one logs in with it anyway). */
  relogin(): void {
    if (!this.open) return;
    this.loggedIn = false;
    this.loginCid = null;
    this.refusals = 0;
    this.queue = this.queue.filter((entry) => entry.durable);
    this.options.onOffline?.();
    void this.login();
  }

  private connect(): void {
    let socket: WebSocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch (error) {
      this.log('cannot open the socket', error);
      this.dropped();
      return;
    }
    this.socket = socket;
    this.serial += 1;
    this.sendTimes = [];
    socket.onopen = () => this.opened();
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      this.log(`socket closed (${event.code})`);
      if (event.code === CHAT_CLOSE_SESSION_ENDED) this.options.onSessionEnded?.();
      this.refusedByPolicy = event.code === CHAT_CLOSE_POLICY;
      this.dropped();
    };
    socket.onerror = () => {
      this.log('socket error');
      this.dropped();
    };
  }

  private opened(): void {
    this.open = true;
    this.refusals = 0;
    this.lastFrameAt = this.now();
    this.heartbeat = this.timers.setInterval(() => this.beat(), CHAT_HEARTBEAT_MS);
    void this.login();
  }

  private async login(): Promise<void> {
    const attempt = ++this.loginAttempt;
    let login: ChatLogin;
    try {
      login = await this.options.credentials(this.refusals);
    } catch (error) {
      if (attempt !== this.loginAttempt) return;
      this.log('cannot get what to log in with; trying again later', error);
      this.dropped();
      return;
    }
    if (attempt !== this.loginAttempt || !this.open) return;
    const cid = this.newId();
    this.loginCid = cid;
    // The page load's trace id goes with the login, so support can find this player's support room by it.
    this.write({ msgId: login.msgId, msgData: { token: login.token, cid, traceId: pageTraceId() } });
  }

  private beat(): void {
    if (this.now() - this.lastFrameAt > SILENCE_LIMIT_MS) {
      this.log('the socket went silent; reconnecting');
      this.dropped();
      return;
    }
    this.write({ msgId: ChatMsgId.HEARTBEAT, msgData: {} });
  }

  private receive(data: unknown): void {
    this.lastFrameAt = this.now();
    let json: unknown;
    try {
      json = JSON.parse(typeof data === 'string' ? data : String(data));
    } catch {
      this.log('dropped a frame that is not JSON');
      return;
    }
    const parsed = chatServerFrameSchema.safeParse(json);
    if (!parsed.success) {
      this.log('dropped a frame outside the contract', parsed.error.issues);
      return;
    }
    const frame = parsed.data;
    if (frame.cid !== undefined) this.discard(frame.cid);
    try {
      if (frame.msgId === ChatMsgId.LOGIN || frame.msgId === ChatMsgId.GUEST_LOGIN) this.loginReply(frame);
      else this.options.onFrame(frame);
    } catch (error) {
      this.log(`handling frame ${frame.msgId} failed`, error);
    }
  }

  private loginReply(frame: Extract<ChatServerFrame, { msgId: typeof ChatMsgId.LOGIN | typeof ChatMsgId.GUEST_LOGIN }>): void {
    if (frame.cid === undefined || frame.cid !== this.loginCid) return;
    this.loginCid = null;
    if (frame.code !== ResponseCode.SUCCESS || !frame.msgData) {
      this.refusals += 1;
      this.log(`login refused (${frame.code} ${frame.msg ?? ''})`);
      if (this.refusals >= MAX_LOGIN_REFUSALS) this.dropped();
      else void this.login();
      return;
    }
    this.loggedIn = true;
    this.refusals = 0;
    this.setState('open');
    this.options.onLogin?.(frame.msgData);
    this.flush();
  }

  /**
   * Close and error often come one after the other: the first detaches, so one reconnect is
   * scheduled. Also the way to give up on a connection (silence, logins refused, no credentials).
   */
  private dropped(): void {
    this.closeSocket();
    this.clearTimer('heartbeat');
    const wasOpen = this.open;
    this.open = false;
    this.loggedIn = false;
    this.loginCid = null;
    this.loginAttempt += 1;
    this.queue = this.queue.filter((entry) => entry.durable);
    if (wasOpen) this.options.onOffline?.();
    if (this.stopped || this.reconnect !== null) return;
    this.setState('reconnecting');
    const delay = (this.refusedByPolicy ? CHAT_POLICY_RECONNECT_MS : CHAT_RECONNECT_MS) + Math.round(this.random() * CHAT_RECONNECT_JITTER_MS);
    this.refusedByPolicy = false;
    this.reconnect = this.timers.setTimeout(() => {
      this.reconnect = null;
      if (!this.stopped) this.connect();
    }, delay);
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close();
    } catch {
      // Already closed.
    }
  }

  private write(frame: ChatClientFrame): boolean {
    if (!this.socket || !this.open) return false;
    try {
      this.socket.send(JSON.stringify(frame));
      return true;
    } catch (error) {
      // A socket closing under us: its close event brings the reconnect.
      this.log('cannot send', error);
      return false;
    }
  }

  private armRetry(): void {
    if (this.retry !== null || this.stopped) return;
    this.retry = this.timers.setTimeout(() => {
      this.retry = null;
      this.flush();
    }, CHAT_RETRY_MS);
  }

  private clearTimer(name: 'heartbeat' | 'reconnect' | 'retry'): void {
    const handle = this[name];
    if (handle === null) return;
    if (name === 'heartbeat') this.timers.clearInterval(handle);
    else this.timers.clearTimeout(handle);
    this[name] = null;
  }

  private setState(state: ChatConnectionState): void {
    if (state === this.connectionState) return;
    this.connectionState = state;
    this.options.onState?.(state);
  }
}
