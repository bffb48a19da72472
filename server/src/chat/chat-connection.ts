import {
  CHAT_FRAMES_PER_WINDOW,
  CHAT_SEND_WINDOW_MS,
  CHAT_SENDS_PER_WINDOW,
  type ChatIdentity,
  type ChatServerFrame,
} from 'shared/contract';
import { RateWindow } from './rate-window';

/** What the hub needs of a WebSocket (the `ws` socket @fastify/websocket hands over has it). */
export interface ChatSocketLike {
  send(data: string): void;
  close(code: number, reason: string): void;
}

/**
 * One chat socket: who is on it, the rooms it joined, its flood windows and the queue that handles
 * its frames one after another (a send right after a join sees the join done).
 */
export class ChatConnection {
  identity: ChatIdentity | null = null;
  /** The login session a member's token was issued under (null for a guest or before login). */
  sessionId: number | null = null;
  /** A support operator's console on the socket (support-desk/operator-chat): the agent, not a member. */
  operator: { operatorId: number; sessionId: number } | null = null;
  readonly rooms = new Set<string>();
  /** Any frame at all (CHAT_FRAMES_PER_WINDOW): beyond it the socket is closed. */
  readonly frames = new RateWindow(CHAT_FRAMES_PER_WINDOW, CHAT_SEND_WINDOW_MS);
  /** Sends (CHAT_SENDS_PER_WINDOW): beyond it a send is refused with 7507. */
  readonly sends = new RateWindow(CHAT_SENDS_PER_WINDOW, CHAT_SEND_WINDOW_MS);
  lastSeen: number;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly siteId: string,
    private readonly socket: ChatSocketLike,
    nowMs: number,
    /** The client's address (the socket cap per address). */
    readonly address = '',
  ) {
    this.lastSeen = nowMs;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  send(frame: ChatServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  /** A frame serialised once for many sockets. */
  sendText(text: string): void {
    if (!this.closed) this.socket.send(text);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.close(code, reason);
  }

  /** The socket went away on its own. */
  markClosed(): void {
    this.closed = true;
  }

  /** Runs `task` after the frames received before it; a failure is reported and the queue goes on. */
  enqueue(task: () => Promise<void>, onError: (error: unknown) => void): void {
    this.queue = this.queue.then(task).catch(onError);
  }
}
