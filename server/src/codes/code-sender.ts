import type { FastifyBaseLogger } from 'fastify';
import type { CodeChannel, CodePurpose } from './receiver';

export interface SentCode {
  purpose: CodePurpose;
  channel: CodeChannel;
  receiver: string;
  code: string;
  sentAt: Date;
}

/** Delivers a code. An SMS, e-mail or voice gateway would implement this; none exists here. */
export interface CodeSender {
  send(message: SentCode, log: FastifyBaseLogger): Promise<void>;
}

/**
 * The reference "gateway": one log line `[code] <cate> <receiver> <code>`, so a developer running the
 * server can read the code off the console. Never use it where real players log in.
 */
export const logCodeSender: CodeSender = {
  async send(message, log) {
    log.info(`[code] ${message.channel} ${message.receiver} ${message.code}`);
  },
};

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

/** Sends through `inner` and remembers the code in `outbox`. */
export function recordingSender(inner: CodeSender, outbox: CodeOutbox): CodeSender {
  return {
    async send(message, log) {
      await inner.send(message, log);
      outbox.record(message);
    },
  };
}
