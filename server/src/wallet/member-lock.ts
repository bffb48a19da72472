import type { Queryable } from '../db/database';

/**
 * Takes the member's row lock before any of the member's wallet rows. A call that moves money
 * between two wallets takes their locks in the order it moves it (a transfer in: the centre, then
 * the venue; a transfer out: the venue, then the centre), and on a PostgreSQL server two such calls
 * of one member at once deadlocked: one waited out the deadlock check and failed with 6399. The VIP
 * grade recompute after a debit locks the member row too, so every money call takes it first.
 */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('select id from members where id = $1 for update', [memberId]);
}
