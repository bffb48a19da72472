import type { Queryable } from '../db/database';

/**
 * Takes the member's row lock before any of the member's wallet rows. A call that moves money
 * between two wallets takes their locks in the order it moves it (a transfer in: the centre, then
 * the venue; a transfer out: the venue, then the centre), so two of one member's calls at once
 * deadlocked on a PostgreSQL server; the member row first puts them in line.
 * NO KEY UPDATE, not UPDATE: each call has already inserted rows that reference the member (its
 * request-id claim), which takes a key-share lock on the member row, and FOR UPDATE waits on the
 * other call's key-share lock while that call waits on ours. The VIP grade recompute after a debit
 * takes the same lock, so it never needs a stronger one than the call holds.
 */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('select id from members where id = $1 for no key update', [memberId]);
}
