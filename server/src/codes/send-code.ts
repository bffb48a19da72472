import type { FastifyBaseLogger } from 'fastify';
import { CODE_RESEND_SECONDS } from 'shared/contract';
import type { Database } from '../db/database';
import type { CodeSender } from './code-sender';
import { createCode, type CodeOwner } from './code-store';
import type { CodeChannel } from './receiver';

export interface CodeDeps {
  db: Database;
  /** HMAC key of the stored codes. */
  secret: string;
  sender: CodeSender;
}

/** Creates a code for `owner` (limits apply) and delivers it; returns the seconds until the next may be asked for. */
export async function sendVerificationCode(deps: CodeDeps, owner: CodeOwner, channel: CodeChannel, log: FastifyBaseLogger, now: Date): Promise<number> {
  const code = await createCode(deps.db, deps.secret, owner, channel, now);
  await deps.sender.send({ purpose: owner.purpose, channel, receiver: owner.receiver, code, sentAt: now }, log);
  return CODE_RESEND_SECONDS;
}
