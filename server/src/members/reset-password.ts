import type { Queryable } from '../db/database';
import { revokeAllSessions } from '../auth/sessions';
import { hashPassword } from './password';

/**
 * Sets a new login password and ends every session of the member: whoever knew the old password may
 * be logged in somewhere, and a reset is exactly when that must stop. Run it in a transaction.
 */
export async function resetPassword(tx: Queryable, memberId: number, passwordDigest: string, now: Date): Promise<void> {
  const hash = await hashPassword(passwordDigest);
  await tx.query('update members set password_hash = $2 where id = $1', [memberId, hash]);
  await revokeAllSessions(tx, memberId, now);
}
