import type { Queryable } from '../db/database';

/** A member's lifetime totals that grades are measured by, in fen. */
export interface MemberTotals {
  depositFen: number;
  turnoverFen: number;
}

/**
 * Lifetime deposits (the 'deposit' ledger rows of confirmed orders) and valid turnover (the 'bet'
 * rows of every wallet: a stake placed counts, as for the withdrawal turnover in
 * funds/withdrawals/turnover.ts). USDT rows are never part of CNY totals.
 */
export async function memberTotals(db: Queryable, memberId: number): Promise<MemberTotals> {
  const rows = await db.query<{ deposit: number; turnover: number }>(
    `select coalesce(sum(amount_fen) filter (where kind = 'deposit'), 0)::bigint as deposit,
            coalesce(-sum(amount_fen) filter (where kind = 'bet'), 0)::bigint as turnover
       from ledger where member_id = $1 and currency = 'CNY' and kind in ('deposit', 'bet')`,
    [memberId],
  );
  return { depositFen: Number(rows[0]?.deposit ?? 0), turnoverFen: Number(rows[0]?.turnover ?? 0) };
}
