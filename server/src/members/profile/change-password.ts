import { ResponseCode } from 'shared/contract';
import type { Database } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { hashPassword } from '../password';
import { checkMemberPassword } from '../password-guard';

export const OLD_PASSWORD_WRONG = '原密码错误';
export const SAME_PASSWORD = '新密码不能与原密码相同';
export const PASSWORDS_DIFFER = '两次输入的密码不一致';

export interface PasswordChange {
  memberId: number;
  /** The session that asked: it stays logged in. */
  sessionId: number;
  /** MD5 hex digests, as the browser sends every password (SPEC §3). */
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * bindPassword: the old password must match (6100; the shared limit of password-guard, 6037 while
 * locked), the new one differ from it and be typed twice
 * alike (6007). Stored with the same scrypt as registration; every other live session of the member
 * ends, as a changed password is what a member does after suspecting someone else is logged in.
 * Returns how many sessions ended.
 */
export async function changePassword(db: Database, change: PasswordChange, now: Date): Promise<number> {
  const rows = await db.query<{ hash: string }>('select password_hash as hash from members where id = $1', [
    change.memberId,
  ]);
  const stored = rows[0];
  if (stored === undefined) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
  await checkMemberPassword(
    db,
    { memberId: change.memberId, digest: change.oldPassword, hash: stored.hash, wrongText: OLD_PASSWORD_WRONG },
    now,
  );
  if (change.password === change.oldPassword) throw new DomainError(ResponseCode.INVALID_PARAMETER, SAME_PASSWORD);
  if (change.password !== change.confirmPassword)
    throw new DomainError(ResponseCode.INVALID_PARAMETER, PASSWORDS_DIFFER);
  const hash = await hashPassword(change.password);
  return db.transaction(async (tx) => {
    // Compare-and-set: of two changes racing from one old password, only the first wins.
    const updated = await tx.query<{ id: number }>(
      'update members set password_hash = $3 where id = $1 and password_hash = $2 returning id',
      [change.memberId, stored.hash, hash],
    );
    if (updated.length === 0) throw new DomainError(ResponseCode.PASSWORD_CHECK_FAILURE, OLD_PASSWORD_WRONG);
    const ended = await tx.query<{ id: number }>(
      'update sessions set revoked_at = $3 where member_id = $1 and id <> $2 and revoked_at is null and expires_at > $3 returning id',
      [change.memberId, change.sessionId, now],
    );
    return ended.length;
  });
}
