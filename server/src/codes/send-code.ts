import type { FastifyBaseLogger } from 'fastify';
import { CODE_RESEND_SECONDS, ResponseCode } from 'shared/contract';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { MessageSender } from '../outside-world/message-sender';
import { createCode, withdrawCode, type CodeOwner } from './code-store';
import { CHANNEL_NAMES, type CodeChannel } from './receiver';

export interface CodeDeps {
  db: Database;
  /** HMAC key of the stored codes. */
  secret: string;
  sender: MessageSender;
}

/** What the member reads when the SMS or e-mail gateway failed; asking again at once is allowed. */
export const DELIVERY_FAILED_MESSAGE = '验证码发送失败，请稍后重试';

/**
 * Creates a code for `owner` (limits apply) and delivers it; returns the seconds until the next may
 * be asked for. A delivery that fails takes the code back, so the member may ask again at once, and
 * answers 6006 with DELIVERY_FAILED_MESSAGE.
 */
export async function sendVerificationCode(
  deps: CodeDeps,
  owner: CodeOwner,
  channel: CodeChannel,
  log: FastifyBaseLogger,
  now: Date,
): Promise<number> {
  const { id, code } = await createCode(deps.db, deps.secret, owner, channel, now);
  try {
    await deps.sender.send({ purpose: owner.purpose, channel, receiver: owner.receiver, code, sentAt: now }, log);
  } catch (error) {
    log.error(
      { err: error, channel: CHANNEL_NAMES[channel], purpose: owner.purpose },
      'verification code delivery failed',
    );
    await withdrawCode(deps.db, id);
    throw new DomainError(ResponseCode.BAD_GATEWAY, DELIVERY_FAILED_MESSAGE);
  }
  return CODE_RESEND_SECONDS;
}
