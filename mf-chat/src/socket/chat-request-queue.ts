import {
  CHAT_RETRY_MS,
  CHAT_SEND_WINDOW_MS,
  CHAT_SENDS_PER_WINDOW,
  ChatMsgId,
  type ChatClientFrame,
} from 'shared/contract';
import type { SocketTimers } from 'shared/socket';

/** Every frame that asks the server something and waits for the reply with its cid. */
export type ChatRequestFrame = Exclude<ChatClientFrame, { msgId: typeof ChatMsgId.HEARTBEAT }>;

/** The server counts its window from when a frame arrives, a little after the client wrote it. */
const SEND_WINDOW_MARGIN_MS = 250;

interface Outgoing {
  cid: string;
  frame: ChatRequestFrame;
  /** Kept across connections until its reply arrives (sends); otherwise dropped with the connection. */
  durable: boolean;
  /** The connection it was last written to (0: not yet). */
  sentOn: number;
}

export interface ChatRequestQueueDeps {
  /** Writes a frame on the current connection; false when it cannot go now. */
  write: (frame: ChatRequestFrame) => boolean;
  /** The connection is open and logged in. */
  ready: () => boolean;
  /** The socket has not been stopped. */
  running: () => boolean;
  /** Whether a queued request may go out now (a send waits until its room is joined again). */
  canSend?: ((frame: ChatRequestFrame) => boolean) | undefined;
  now: () => number;
  timers: SocketTimers;
}

/**
 * The chat's requests waiting for their replies: one leaves the queue only when the reply with its
 * cid arrives, so after a drop an unanswered send goes out again with the same cid (the server
 * stores it once). Sends are paced to the server's window; what cannot go yet is retried every
 * CHAT_RETRY_MS.
 */
export class ChatRequestQueue {
  private entries: Outgoing[] = [];
  /** The current connection's number; 0 before the first. */
  private serial = 0;
  /** When this connection wrote its recent sends: the server refuses (7507) more than its window allows. */
  private sendTimes: number[] = [];
  private retry: unknown = null;

  constructor(private readonly deps: ChatRequestQueueDeps) {}

  /** A new connection: everything not yet answered may be written on it. */
  newConnection(): void {
    this.serial += 1;
    this.sendTimes = [];
  }

  add(frame: ChatRequestFrame, durable: boolean): void {
    this.entries.push({ cid: frame.msgData.cid, frame, durable, sentOn: 0 });
    this.flush();
  }

  /** Forgets a request (its reply arrived, or it is given up): it will not be (re)sent. */
  discard(cid: string): void {
    this.entries = this.entries.filter((entry) => entry.cid !== cid);
  }

  pending(cid: string): boolean {
    return this.entries.some((entry) => entry.cid === cid);
  }

  /** The connection or the login is gone: only durable requests outlive it. */
  keepDurable(): void {
    this.entries = this.entries.filter((entry) => entry.durable);
  }

  /** Writes every request not yet written on this connection that may go now; retries later otherwise. */
  flush(): void {
    if (!this.deps.running()) return;
    if (this.deps.ready()) {
      const canSend = this.deps.canSend ?? (() => true);
      for (const entry of this.entries) {
        if (entry.sentOn === this.serial || !canSend(entry.frame)) continue;
        const isSend = entry.frame.msgId === ChatMsgId.SEND;
        // A backlog (messages typed while the socket was away) goes out at the pace the server
        // takes, in order, instead of the tail being refused as a flood.
        if (isSend && !this.sendSlotFree()) break;
        if (!this.deps.write(entry.frame)) break;
        if (isSend) this.sendTimes.push(this.deps.now());
        entry.sentOn = this.serial;
      }
    }
    if (this.entries.some((entry) => entry.sentOn !== this.serial)) this.armRetry();
  }

  /** The socket stopped: no more retries. */
  stop(): void {
    if (this.retry === null) return;
    this.deps.timers.clearTimeout(this.retry);
    this.retry = null;
  }

  /** Whether another send fits the server's window now (with a margin for the way there). */
  private sendSlotFree(): boolean {
    const since = this.deps.now() - CHAT_SEND_WINDOW_MS - SEND_WINDOW_MARGIN_MS;
    this.sendTimes = this.sendTimes.filter((at) => at > since);
    return this.sendTimes.length < CHAT_SENDS_PER_WINDOW;
  }

  private armRetry(): void {
    if (this.retry !== null || !this.deps.running()) return;
    this.retry = this.deps.timers.setTimeout(() => {
      this.retry = null;
      this.flush();
    }, CHAT_RETRY_MS);
  }
}
