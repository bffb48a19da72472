import type { FastifyBaseLogger } from 'fastify';
import { ResponseCode } from 'shared/contract';
import type { Database } from '../../db/database';
import { checkCode, CODE_EXPIRED, redeemCode, type CodeOwner } from '../../codes/code-store';
import { normaliseReceiver } from '../../codes/receiver';
import { sendVerificationCode, type CodeDeps } from '../../codes/send-code';
import { DomainError } from '../../domain/domain-error';
import { hashPassword } from '../password';
import { PASSWORDS_DIFFER } from './change-password';

export const NO_BOUND_EMAIL = '请先绑定邮箱';

/**
 * The code of a logged-in reset goes to what the member has bound, under the password-reset purpose
 * (2): the same purpose as forgot-password, since both end in a new login password for this member
 * and this receiver. 6015 without a bound phone, 6007 without a bound e-mail.
 */
async function boundOwner(db: Database, memberId: number, channel: 0 | 1): Promise<CodeOwner> {
  const rows = await db.query<{ phone: string; email: string }>('select phone, email from members where id = $1', [
    memberId,
  ]);
  const member = rows[0];
  if (member === undefined) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
  const receiver = normaliseReceiver(channel, channel === 0 ? member.phone : member.email);
  if (receiver === null) {
    throw channel === 0
      ? new DomainError(ResponseCode.UNBOUND_PHONE)
      : new DomainError(ResponseCode.INVALID_PARAMETER, NO_BOUND_EMAIL);
  }
  return { memberId, purpose: 2, receiver };
}

/** sendCode/two with purpose 'resetPassword': a code to the bound phone (SMS) or e-mail. */
export async function sendResetCode(
  deps: CodeDeps,
  memberId: number,
  channel: 0 | 1,
  log: FastifyBaseLogger,
  now: Date,
): Promise<number> {
  return sendVerificationCode(deps, await boundOwner(deps.db, memberId, channel), channel, log, now);
}

export interface ResetByCode {
  memberId: number;
  /** The session that asked: it stays logged in. */
  sessionId: number;
  channel: 0 | 1;
  code: string;
  /** MD5 hex digests. */
  password: string;
  secondPassword: string;
}

/**
 * bindPasswordByPhone / bindPasswordByEmail: the code checked (6036 wrong and counted, 6037 dead,
 * 6038 expired or used), then in one transaction the code used up, the new password stored and every
 * OTHER live session ended. Returns how many ended.
 */
export async function resetPasswordByCode(
  deps: { db: Database; secret: string },
  reset: ResetByCode,
  now: Date,
): Promise<number> {
  if (reset.password !== reset.secondPassword) throw new DomainError(ResponseCode.INVALID_PARAMETER, PASSWORDS_DIFFER);
  const owner = await boundOwner(deps.db, reset.memberId, reset.channel);
  // Checked outside the transaction: a wrong try must stay counted although the call fails.
  const codeId = await checkCode(deps.db, deps.secret, owner, reset.code, now);
  const hash = await hashPassword(reset.password);
  return deps.db.transaction(async (tx) => {
    if (!(await redeemCode(tx, codeId, now)))
      throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, CODE_EXPIRED);
    await tx.query('update members set password_hash = $2 where id = $1', [reset.memberId, hash]);
    const ended = await tx.query<{ id: number }>(
      'update sessions set revoked_at = $3 where member_id = $1 and id <> $2 and revoked_at is null and expires_at > $3 returning id',
      [reset.memberId, reset.sessionId, now],
    );
    return ended.length;
  });
}
