import type { Queryable } from '../../db/database';

export interface Turnover {
  requiredFen: number;
  doneFen: number;
  remainingFen: number;
}

/**
 * Turnover still required before a withdrawal: every deposit since the member's last approved
 * withdrawal must be bet once (100 %). Bets are the 'bet' ledger rows of any wallet since then
 * (refunded or not: a stake placed counts), so a member who only ever had opening money owes nothing.
 */
export async function turnoverOf(db: Queryable, memberId: number): Promise<Turnover> {
  const rows = await db.query<{ required: string | number; done: string | number }>(
    `with since as (
       select coalesce(max(reviewed_at), 'epoch'::timestamptz) as at
         from withdraw_orders where member_id = $1 and status = 'approved')
     select coalesce(sum(amount_fen) filter (where kind = 'deposit'), 0)::bigint as required,
            coalesce(-sum(amount_fen) filter (where kind = 'bet'), 0)::bigint as done
       from ledger, since where member_id = $1 and created_at > since.at`,
    [memberId],
  );
  const requiredFen = Number(rows[0]?.required ?? 0);
  const doneFen = Number(rows[0]?.done ?? 0);
  return { requiredFen, doneFen, remainingFen: Math.max(0, requiredFen - doneFen) };
}
