import { ResponseCode } from 'shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { hashPassword, verifyPassword } from '../../members/password';
import { maskPhone } from '../../members/mask';
import { checkCode, redeemCode, type CodeOwner } from '../../codes/code-store';
import { normaliseReceiver } from '../../codes/receiver';
import { sendVerificationCode, type CodeDeps } from '../../codes/send-code';
import { loadPayoutOwner, type PayoutOwner } from '../payout-accounts/payout-owner';

/** Verification codes for a withdraw-password reset: a purpose of their own (migration 009). */
const RESET_PURPOSE = 4;

function sameDigest(password: string, confirmPassword: string): void {
  if (password !== confirmPassword) throw new ApiFailure(ResponseCode.INVALID_PARAMETER, '两次输入的提款密码不一致');
}

/** Sets the first withdraw password; 6009 when one is set already (it changes through a reset). */
export async function setWithdrawPassword(db: Database, memberId: number, password: string, confirmPassword: string): Promise<void> {
  sameDigest(password, confirmPassword);
  const hash = await hashPassword(password);
  const rows = await db.query('update members set second_password_hash = $2 where id = $1 and second_password_hash is null returning id', [memberId, hash]);
  if (rows.length === 0) throw new ApiFailure(ResponseCode.DATA_EXISTS, '提款密码已设置，如需修改请通过手机验证码重置');
}

function resetOwner(owner: PayoutOwner): CodeOwner {
  const receiver = owner.phone === '' ? null : normaliseReceiver(0, owner.phone);
  if (receiver === null) throw new ApiFailure(ResponseCode.UNBOUND_PHONE);
  return { memberId: owner.memberId, purpose: RESET_PURPOSE, receiver };
}

/** Sends a reset code by SMS to the bound phone (the codes' limits apply: 6066, 6034). */
export async function sendResetCode(deps: CodeDeps, memberId: number, log: FastifyBaseLogger, now: Date): Promise<{ resendAfter: number; phoneMasked: string }> {
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
    if (!(await redeemCode(tx, codeId, now))) throw new ApiFailure(ResponseCode.AUTHENTICATION_CODE_EXPIRED, '验证码已使用，请重新获取');
    await tx.query(
      'update members set second_password_hash = $2, second_password_unchecked = false, withdraw_password_failures = 0, withdraw_password_locked_until = null where id = $1',
      [memberId, hash],
    );
  });
}

/** Wrong passwords in a row before withdrawals lock, and for how long. */
export const WITHDRAW_PASSWORD_MAX_FAILURES = 5;
export const WITHDRAW_PASSWORD_LOCK_MS = 15 * 60 * 1000;

/** A wrong withdraw password: the caller records it once its transaction has rolled back. */
export class WrongWithdrawPassword extends ApiFailure {
  constructor(left: number) {
    super(ResponseCode.PASSWORD_CHECK_FAILURE, left > 0 ? `提款密码错误，还可尝试${left}次` : `提款密码错误次数过多，请${WITHDRAW_PASSWORD_LOCK_MS / 60_000}分钟后再试`);
  }
}

/**
 * The password check of a withdrawal: 7302 when none is set, 6037 while locked by wrong tries,
 * 6100 (WrongWithdrawPassword) when wrong. A right password clears the count of wrong ones.
 * `digest` undefined means the brand does not ask for it (withdrawPasswordEnabled off).
 */
export async function checkWithdrawPassword(db: Queryable, memberId: number, digest: string | undefined, now: Date): Promise<void> {
  const rows = await db.query<{ hash: string | null; failures: number; lockedUntil: Date | null }>(
    `select second_password_hash as hash, withdraw_password_failures as failures, withdraw_password_locked_until as "lockedUntil"
       from members where id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (row === undefined) throw new ApiFailure(ResponseCode.LOGIN_EXPIRED);
  // No password sent: allowed only to a member who never set one (brands without the flag);
  // a password once set guards every withdrawal, so leaving it out of a direct call gets nowhere.
  if (digest === undefined) {
    if (row.hash === null) return;
    throw new ApiFailure(ResponseCode.PASSWORD_CHECK_FAILURE, '请输入提款密码');
  }
  if (row.hash === null) throw new ApiFailure(ResponseCode.WITHDRAW_PASSWORD_NOT_SET);
  if (row.lockedUntil !== null && row.lockedUntil.getTime() > now.getTime()) {
    const minutes = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new ApiFailure(ResponseCode.AUTHENTICATION_LOCKED, `提款密码错误次数过多，请${minutes}分钟后再试`);
  }
  if (!(await verifyPassword(digest, row.hash))) throw new WrongWithdrawPassword(WITHDRAW_PASSWORD_MAX_FAILURES - row.failures - 1);
  if (row.failures > 0) await db.query('update members set withdraw_password_failures = 0 where id = $1', [memberId]);
}

/** Counts one wrong password; the last allowed one locks withdrawals for WITHDRAW_PASSWORD_LOCK_MS. */
export async function recordWrongPassword(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query(
    `update members
        set withdraw_password_locked_until = case when withdraw_password_failures + 1 >= $2 then $3::timestamptz else withdraw_password_locked_until end,
            withdraw_password_failures = case when withdraw_password_failures + 1 >= $2 then 0 else withdraw_password_failures + 1 end
      where id = $1`,
    [memberId, WITHDRAW_PASSWORD_MAX_FAILURES, new Date(now.getTime() + WITHDRAW_PASSWORD_LOCK_MS)],
  );
}
