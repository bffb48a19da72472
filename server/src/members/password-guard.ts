import { ResponseCode } from 'shared/contract';
import type { Database } from '../db/database';
import { DomainError } from '../domain/domain-error';
import { verifyPassword } from './password';

/**
 * Wrong passwords in a row, over every check a logged-in member's password goes through (old
 * password on a change, self-exclusion and time-out confirmations, the withdraw password), before
 * all of them lock for PASSWORD_LOCK_MS. One count for all, so switching calls gains no guesses.
 * It lives in the members columns withdraw_password_failures / withdraw_password_locked_until
 * (named for the first check that had a limit).
 */
export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_LOCK_MS = 15 * 60 * 1000;

export interface MemberPasswordCheck {
  memberId: number;
  /** The MD5 hex digest the browser sent. */
  digest: string;
  /** The stored scrypt hash it must match. */
  hash: string;
  /** What a wrong one is called to the member: 原密码错误, 登录密码错误, 提款密码错误. */
  wrongText: string;
}

function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** 6037 while locked, naming how long is left; the client shows the message as it comes. */
function lockedFailure(until: Date, now: Date): DomainError {
  return new DomainError(
    ResponseCode.AUTHENTICATION_LOCKED,
    `密码错误次数过多，已暂停验证，请${minutesLeft(until, now)}分钟后再试`,
  );
}

async function lock(db: Database, memberId: number, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + PASSWORD_LOCK_MS);
  await db.query(
    'update members set withdraw_password_locked_until = $2, withdraw_password_failures = 0 where id = $1',
    [memberId, until],
  );
  return until;
}

/**
 * Checks one password of a logged-in member against the shared limit. Each check first takes its
 * place in the count in one statement (so parallel guesses cannot all see the same old count), then
 * verifies: a right password clears the count, a wrong one stays counted (6100, naming the tries
 * left), and the one that reaches the limit locks every check. Runs on the database itself, outside
 * any transaction of the caller, so a rollback there cannot undo the count.
 */
export async function checkMemberPassword(db: Database, check: MemberPasswordCheck, now: Date): Promise<void> {
  const taken = await db.query<{ attempt: number }>(
    `update members set withdraw_password_failures = withdraw_password_failures + 1
      where id = $1 and (withdraw_password_locked_until is null or withdraw_password_locked_until <= $2)
      returning withdraw_password_failures as attempt`,
    [check.memberId, now],
  );
  const attempt = taken[0]?.attempt;
  if (attempt === undefined) {
    const rows = await db.query<{ until: Date | string | null }>(
      'select withdraw_password_locked_until as until from members where id = $1',
      [check.memberId],
    );
    const row = rows[0];
    if (row === undefined) throw new DomainError(ResponseCode.LOGIN_EXPIRED);
    throw lockedFailure(row.until === null ? new Date(now.getTime() + PASSWORD_LOCK_MS) : new Date(row.until), now);
  }
  // Guesses sent in parallel beyond the limit are not even tried.
  if (attempt > PASSWORD_MAX_FAILURES) throw lockedFailure(await lock(db, check.memberId, now), now);
  if (await verifyPassword(check.digest, check.hash)) {
    await db.query('update members set withdraw_password_failures = 0 where id = $1', [check.memberId]);
    return;
  }
  if (attempt < PASSWORD_MAX_FAILURES) {
    throw new DomainError(
      ResponseCode.PASSWORD_CHECK_FAILURE,
      `${check.wrongText}，还可尝试${PASSWORD_MAX_FAILURES - attempt}次`,
    );
  }
  await lock(db, check.memberId, now);
  throw new DomainError(
    ResponseCode.PASSWORD_CHECK_FAILURE,
    `${check.wrongText}，错误次数过多，请${PASSWORD_LOCK_MS / 60_000}分钟后再试`,
  );
}
