import type { FastifyBaseLogger } from 'fastify';
import type { CodeChannel, CodePurpose } from '../codes/receiver';

/** One verification code on its way to a member's phone or mailbox. */
export interface SentCode {
  purpose: CodePurpose;
  channel: CodeChannel;
  receiver: string;
  code: string;
  sentAt: Date;
}

/**
 * Delivers a code by SMS, e-mail or voice call. The development outbox (stand-ins/message-outbox)
 * only logs it; adapters/smtp-mail and adapters/sms-gateway deliver it for real. A delivery that
 * did not happen rejects with a DeliveryFailure.
 */
export interface MessageSender {
  send(message: SentCode, log: FastifyBaseLogger): Promise<void>;
}

/** The gateway refused, failed or did not answer in time: the code never reached the member. */
export class DeliveryFailure extends Error {
  constructor(
    readonly gateway: string,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`${gateway}: ${reason}`, options);
    this.name = 'DeliveryFailure';
  }
}
