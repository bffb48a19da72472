import type { MessageSender, SentCode } from '../outside-world/message-sender';

/** The last code per receiver, for testLastCode (test mode only). Bounded so a long e2e run stays small. */
export class CodeOutbox {
  private readonly last = new Map<string, SentCode>();

  constructor(private readonly capacity = 1000) {}

  record(message: SentCode): void {
    this.last.delete(message.receiver);
    this.last.set(message.receiver, message);
    if (this.last.size > this.capacity) {
      const oldest = this.last.keys().next().value;
      if (oldest !== undefined) this.last.delete(oldest);
    }
  }

  lastFor(receiver: string): SentCode | null {
    return this.last.get(receiver) ?? null;
  }
}

/** Sends through `inner` and remembers the code in `outbox` once it went out. */
export function recordingSender(inner: MessageSender, outbox: CodeOutbox): MessageSender {
  return {
    async send(message, log) {
      await inner.send(message, log);
      outbox.record(message);
    },
  };
}
