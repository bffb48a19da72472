import type { Queryable } from '../db/database';

/**
 * Deposited in [start, now]: paid orders and open ones made in the window. Open orders count so that
 * several of them cannot pass a limit together once paid.
 */
export async function depositedFen(db: Queryable, memberId: number, start: Date, now: Date): Promise<number> {
  const rows = await db.query<{ fen: string | number | null }>(
    `select coalesce(sum(amount_fen), 0) as fen from deposit_orders
      where member_id = $1 and created_at >= $2
        and (status = 'paid' or (status in ('created', 'waiting') and expires_at > $3))`,
    [memberId, start, now],
  );
  return Number(rows[0]?.fen ?? 0);
}

/**
 * Stakes minus returns since `start`, in fen: sports bets and casino rounds ('bet' rows are negative,
 * 'payout' and 'bet_refund' positive), on any CNY wallet. Positive is a loss, negative a net win.
 */
export async function netLossFen(db: Queryable, memberId: number, start: Date): Promise<number> {
  const rows = await db.query<{ fen: string | number | null }>(
    `select coalesce(-sum(amount_fen), 0) as fen from ledger
      where member_id = $1 and created_at >= $2 and currency = 'CNY' and kind in ('bet', 'payout', 'bet_refund')`,
    [memberId, start],
  );
  return Number(rows[0]?.fen ?? 0);
}
