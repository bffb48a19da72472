import type { Queryable } from '../db/database';
import { verifyPassword } from './password';

/**
 * At a successful login, with the login password's digest in hand: a withdraw password stored before
 * migration 024 that is the login password (the repeat registration once stored there) is cleared, so
 * the member is offered 设置提款密码; any other is kept. Either way the mark goes, so this costs one
 * scrypt run per member once. The update only applies while the hash is still the one checked.
 */
export async function forgetRegistrationSecondPassword(
  db: Queryable,
  memberId: number,
  loginDigest: string,
): Promise<void> {
  const rows = await db.query<{ hash: string | null }>(
    'select second_password_hash as hash from members where id = $1 and second_password_unchecked',
    [memberId],
  );
  const row = rows[0];
  if (row === undefined) return;
  const isLoginPassword = row.hash !== null && (await verifyPassword(loginDigest, row.hash));
  await db.query(
    `update members
        set second_password_unchecked = false,
            second_password_hash = case when $3 then null else second_password_hash end,
            withdraw_password_failures = case when $3 then 0 else withdraw_password_failures end,
            withdraw_password_locked_until = case when $3 then null else withdraw_password_locked_until end
      where id = $1 and second_password_unchecked and second_password_hash is not distinct from $2`,
    [memberId, row.hash, isLoginPassword],
  );
}
