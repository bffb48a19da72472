import {
  CHAT_CLOSE_POLICY,
  CHAT_CLOSE_SESSION_ENDED,
  CHAT_HEARTBEAT_MS,
  CHAT_POLICY_RECONNECT_MS,
  CHAT_RECONNECT_JITTER_MS,
  CHAT_RECONNECT_MS,
  ChatMsgId,
  ResponseCode,
  chatServerFrameSchema,
  type ChatClientFrame,
  type ChatIdentity,
  type ChatServerFrame,
} from 'shared/contract';
import { pageTraceId } from 'shared/diagnostics';
import {
  ReconnectingSocket,
  browserTimers,
  type NetworkEvents,
  type SocketTimers,
  type WebSocketLike,
} from 'shared/socket';
import type { ChatConnectionState } from './chat-room-view';
import { ChatRequestQueue, type ChatRequestFrame } from './chat-request-queue';

export type { ChatRequestFrame } from './chat-request-queue';

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
  timers?: SocketTimers | undefined;
  /** Where the browser's online/offline events arrive; the window unless given. */
  network?: NetworkEvents | null | undefined;
  log?: ChatLog | undefined;
  /** Client message ids (the login's; requests bring their own). */
  newId?: (() => string) | undefined;
}

/** Logins refused in a row on one connection before it is dropped and tried again later. */
const MAX_LOGIN_REFUSALS = 3;

export const defaultChatLog: ChatLog = (message, detail) => {
  if (detail === undefined) console.warn(`[chat] ${message}`);
  else console.warn(`[chat] ${message}`, detail);
};

/**
 * The chat socket (SPEC §4, contract chat-socket) on the shared reconnecting socket: logs in on
 * open, sends a heartbeat every CHAT_HEARTBEAT_MS, reconnects CHAT_RECONNECT_MS plus up to
 * CHAT_RECONNECT_JITTER_MS after a close (CHAT_POLICY_RECONNECT_MS after a policy close), and keeps
 * requests queued until the socket is open and logged in (ChatRequestQueue). Errors are logged,
 * never thrown to the page.
 */
export class ChatSocket {
  private loginCid: string | null = null;
  /** Bumped whenever a login in progress must be forgotten (drop, new identity). */
  private loginAttempt = 0;
  private refusals = 0;
  private stopped = true;
  private connectionState: ChatConnectionState = 'connecting';
  private readonly connection: ReconnectingSocket;
  private readonly requests: ChatRequestQueue;
  private readonly log: ChatLog;
  private readonly newId: () => string;

  constructor(private readonly options: ChatSocketOptions) {
    const now = options.now ?? (() => Date.now());
    const timers = options.timers ?? browserTimers;
    this.log = options.log ?? defaultChatLog;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.requests = new ChatRequestQueue({
      write: (frame) => this.write(frame),
      ready: () => this.ready,
      running: () => !this.stopped,
      canSend: options.canSend,
      now,
      timers,
    });
    this.connection = new ReconnectingSocket({
      url: options.url,
      createSocket: options.createSocket,
      heartbeat: () => JSON.stringify({ msgId: ChatMsgId.HEARTBEAT, msgData: {} } satisfies ChatClientFrame),
      heartbeatMs: CHAT_HEARTBEAT_MS,
      reconnectMs: CHAT_RECONNECT_MS,
      jitterMs: CHAT_RECONNECT_JITTER_MS,
      policy: { closeCode: CHAT_CLOSE_POLICY, reconnectMs: CHAT_POLICY_RECONNECT_MS },
      readyOnOpen: false,
      random: options.random,
      now,
      timers,
      network: options.network,
      log: this.log,
      onAttempt: () => this.requests.newConnection(),
      onOpen: () => {
        this.refusals = 0;
        void this.login();
      },
      onMessage: (data) => this.receive(data),
      onClose: (code) => {
        if (code === CHAT_CLOSE_SESSION_ENDED) this.options.onSessionEnded?.();
      },
      onDrop: (wasOpen) => this.lost(wasOpen),
      onReconnecting: () => this.setState('reconnecting'),
    });
  }

  get state(): ChatConnectionState {
    return this.connectionState;
  }

  /** Open and logged in: requests go out at once. */
  get ready(): boolean {
    return this.connection.isReady;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.setState('connecting');
    this.connection.start();
  }

  /** Closes for good (the page is left); nothing reconnects. */
  stop(): void {
    this.stopped = true;
    this.requests.stop();
    this.connection.stop();
  }

  /** Queues a request (its msgData carries the cid) and sends it as soon as it may go. */
  request(frame: ChatRequestFrame, durable: boolean): void {
    this.requests.add(frame, durable);
  }

  /** Forgets a queued request: it will not be (re)sent. */
  discard(cid: string): void {
    this.requests.discard(cid);
  }

  /** Whether a request is still waiting for its reply. */
  pending(cid: string): boolean {
    return this.requests.pending(cid);
  }

  /** Writes every queued request that may go now; retries later otherwise. */
  flush(): void {
    this.requests.flush();
  }

  /** The page's login changed: log in again on this connection (the next one logs in with it anyway). */
  relogin(): void {
    if (!this.connection.isOpen) return;
    this.connection.markUnready();
    this.loginCid = null;
    this.refusals = 0;
    this.requests.keepDurable();
    this.options.onOffline?.();
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
      this.connection.drop();
      return;
    }
    if (attempt !== this.loginAttempt || !this.connection.isOpen) return;
    const cid = this.newId();
    this.loginCid = cid;
    // The page load's trace id goes with the login, so support can find this player's support room by it.
    this.write({ msgId: login.msgId, msgData: { token: login.token, cid, traceId: pageTraceId() } });
  }

  private receive(data: unknown): void {
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

  private loginReply(
    frame: Extract<ChatServerFrame, { msgId: typeof ChatMsgId.LOGIN | typeof ChatMsgId.GUEST_LOGIN }>,
  ): void {
    if (frame.cid === undefined || frame.cid !== this.loginCid) return;
    this.loginCid = null;
    if (frame.code !== ResponseCode.SUCCESS || !frame.msgData) {
      this.refusals += 1;
      this.log(`login refused (${frame.code} ${frame.msg ?? ''})`);
      if (this.refusals >= MAX_LOGIN_REFUSALS) this.connection.drop();
      else void this.login();
      return;
    }
    this.refusals = 0;
    this.connection.markReady();
    this.setState('open');
    this.options.onLogin?.(frame.msgData);
    this.flush();
  }

  /** The connection is gone (closed, failed, silent, or given up on): forget its login and rooms. */
  private lost(wasOpen: boolean): void {
    this.loginCid = null;
    this.loginAttempt += 1;
    this.requests.keepDurable();
    if (wasOpen) this.options.onOffline?.();
  }

  private write(frame: ChatClientFrame): boolean {
    return this.connection.send(JSON.stringify(frame));
  }

  private setState(state: ChatConnectionState): void {
    if (state === this.connectionState) return;
    this.connectionState = state;
    this.options.onState?.(state);
  }
}
