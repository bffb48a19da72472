import { ChatMsgId, type ChatIdentity, type ChatMsgIdValue } from 'shared/contract';
import type { WebSocketLike } from 'shared/socket';

/** What a test saw the client write: the parsed frame. */
export interface SentFrame {
  msgId: number;
  msgData: Record<string, unknown> & { cid?: string; rid?: string; token?: string; msg?: string; pageNum?: number };
}

/** A socket the test drives: it opens, speaks and closes when told, and records what was sent. */
export class FakeSocket implements WebSocketLike {
  readonly sent: SentFrame[] = [];
  closed = false;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as SentFrame);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sends a frame (an object is sent as JSON, a string as it is). */
  say(frame: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) }));
  }

  drop(code = 1006): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  /** Frames of one message id the client sent on this socket. */
  frames(msgId: ChatMsgIdValue): SentFrame[] {
    return this.sent.filter((frame) => frame.msgId === msgId);
  }

  /** The last frame of one message id (throws if none was sent). */
  lastFrame(msgId: ChatMsgIdValue): SentFrame & { msgData: { cid: string } } {
    const frame = this.frames(msgId).at(-1);
    if (!frame || typeof frame.msgData.cid !== 'string') throw new Error(`no frame ${msgId} with a cid was sent`);
    return frame as SentFrame & { msgData: { cid: string } };
  }

  /** A successful reply to the last request of `msgId`. */
  reply(msgId: ChatMsgIdValue, msgData: unknown, cid = this.lastFrame(msgId).msgData.cid): void {
    this.say({ msgId, code: 6000, cid, msgData });
  }

  /** A refusal of the last request of `msgId`. */
  refuse(msgId: ChatMsgIdValue, code: number, msg?: string, cid = this.lastFrame(msgId).msgData.cid): void {
    this.say({ msgId, code, cid, ...(msg === undefined ? {} : { msg }), msgData: null });
  }

  /** A push (no cid). */
  push(msgId: ChatMsgIdValue, msgData: unknown): void {
    this.say({ msgId, code: 6000, msgData });
  }
}

export const guestIdentity: ChatIdentity = {
  userId: 'g0123456789ab',
  name: '游客89ab',
  guest: true,
  vipLevel: 0,
  supportRid: 'support-g0123456789ab',
};
export const memberIdentity: ChatIdentity = {
  userId: 'u1',
  name: 'alice',
  guest: false,
  vipLevel: 2,
  supportRid: 'support-u1',
};

/** Answers the login the client just sent on `socket` (10001 or 10019, whichever it was). */
export function acceptLogin(socket: FakeSocket, identity: ChatIdentity): void {
  const login = socket.sent
    .filter((frame) => frame.msgId === ChatMsgId.LOGIN || frame.msgId === ChatMsgId.GUEST_LOGIN)
    .at(-1);
  if (!login) throw new Error('the client has not logged in');
  socket.reply(login.msgId as ChatMsgIdValue, identity, String(login.msgData.cid));
}

/** Client message ids the test can predict: cid-0001, cid-0002, … */
export function sequentialIds(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `cid-${String(next).padStart(4, '0')}`;
  };
}
