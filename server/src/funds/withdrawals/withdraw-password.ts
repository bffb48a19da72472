import { ResponseCode } from 'shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { hashPassword } from '../../members/password';
import { checkMemberPassword } from '../../members/password-guard';
import { maskPhone } from '../../members/mask';
import { checkCode, redeemCode, type CodeOwner } from '../../codes/code-store';
import { normaliseReceiver } from '../../codes/receiver';
import { sendVerificationCode, type CodeDeps } from '../../codes/send-code';
import { loadPayoutOwner, type PayoutOwner } from '../payout-accounts/payout-owner';

/** Verification codes for a withdraw-password reset: a purpose of their own (migration 009). */
const RESET_PURPOSE = 4;

function sameDigest(password: string, confirmPassword: string): void {
  if (password !== confirmPassword) throw new DomainError(ResponseCode.INVALID_PARAMETER, '两次输入的提款密码不一致');
}

/** Sets the first withdraw password; 6009 when one is set already (it changes through a reset). */
export async function setWithdrawPassword(
  db: Database,
  memberId: number,
  password: string,
  confirmPassword: string,
): Promise<void> {
  sameDigest(password, confirmPassword);
  const hash = await hashPassword(password);
  const rows = await db.query(
    'update members set second_password_hash = $2 where id = $1 and second_password_hash is null returning id',
    [memberId, hash],
  );
  if (rows.length === 0)
    throw new DomainError(ResponseCode.DATA_EXISTS, '提款密码已设置，如需修改请通过手机验证码重置');
}

function resetOwner(owner: PayoutOwner): CodeOwner {
  const receiver = owner.phone === '' ? null : normaliseReceiver(0, owner.phone);
  if (receiver === null) throw new DomainError(ResponseCode.UNBOUND_PHONE);
  return { memberId: owner.memberId, purpose: RESET_PURPOSE, receiver };
}

/** Sends a reset code by SMS to the bound phone (the codes' limits apply: 6066, 6034). */
export async function sendResetCode(
  deps: CodeDeps,
  memberId: number,
  log: FastifyBaseLogger,
  now: Date,
): Promise<{ resendAfter: number; phoneMasked: string }> {
  const owner = await loadPayoutOwner(deps.db, memberId);
  const codeOwner = resetOwner(owner);
  const resendAfter = await sendVerificationCode(deps, codeOwner, 0, log, now);
  return { resendAfter, phoneMasked: maskPhone(owner.phone) };
}

/** Checks the code (6036 wrong, 6037 locked, 6038 expired or used) and sets the new password. */
export async function resetWithdrawPassword(
  deps: CodeDeps,
  memberId: number,
  input: { code: string; password: string; confirmPassword: string },
  now: Date,
): Promise<void> {
  sameDigest(input.password, input.confirmPassword);
  const owner = resetOwner(await loadPayoutOwner(deps.db, memberId));
  const codeId = await checkCode(deps.db, deps.secret, owner, input.code, now);
  const hash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await redeemCode(tx, codeId, now)))
      throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, '验证码已使用，请重新获取');
    // The code proved the bound phone: the member's password checks (password-guard) start afresh.
    await tx.query(
      'update members set second_password_hash = $2, second_password_unchecked = false, withdraw_password_failures = 0, withdraw_password_locked_until = null where id = $1',
      [memberId, hash],
    );
  });
}

/**
 * The password check of a withdrawal, before its transaction (the count must outlive a rollback):
 * 7302 when none is set, then the shared limit of password-guard (6100 wrong, 6037 locked).
 * `digest` undefined means the brand does not ask for it (withdrawPasswordEnabled off).
 */
export async function checkWithdrawPassword(
  db: Database,
  memberId: number,
  digest: string | undefined,
  now: Date,
): Promise<void> {
  const rows = await db.query<{ hash: string | null }>(
    'select second_password_hash as hash from members where id = $1',
    [memberId],
  );
  const row = rows[0];
  if (row === undefined) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
  // No password sent: allowed only to a member who never set one (brands without the flag);
  // a password once set guards every withdrawal, so leaving it out of a direct call gets nowhere.
  if (digest === undefined) {
    if (row.hash === null) return;
    throw new DomainError(ResponseCode.PASSWORD_CHECK_FAILURE, '请输入提款密码');
  }
  if (row.hash === null) throw new DomainError(ResponseCode.WITHDRAW_PASSWORD_NOT_SET);
  await checkMemberPassword(db, { memberId, digest, hash: row.hash, wrongText: '提款密码错误' }, now);
}
