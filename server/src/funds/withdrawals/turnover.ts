import type { Queryable } from '../../db/database';

export interface Turnover {
  requiredFen: number;
  doneFen: number;
  remainingFen: number;
}

/**
 * Turnover still required before a withdrawal, counted since the member's last approved withdrawal:
 * every deposit must be bet once (100 %), and every reward paid (promotions' rewards table: deposit
 * bonuses, task and tier rewards, sign-in and draw prizes, VIP gifts) adds the turnover it was paid
 * with, so a bonus cannot be withdrawn before it is bet. Bets are the 'bet' ledger rows of any
 * wallet since then (refunded or not: a stake placed counts), so a member who only ever had
 * opening money owes nothing.
 */
export async function turnoverOf(db: Queryable, memberId: number): Promise<Turnover> {
  const rows = await db.query<{ required: string | number; done: string | number; rewards: string | number }>(
    `with since as (
       select coalesce(max(reviewed_at), 'epoch'::timestamptz) as at
         from withdraw_orders where member_id = $1 and status = 'approved')
     select (select coalesce(sum(amount_fen) filter (where kind = 'deposit'), 0) from ledger
              where member_id = $1 and created_at > since.at)::bigint as required,
            (select coalesce(-sum(amount_fen) filter (where kind = 'bet'), 0) from ledger
              where member_id = $1 and created_at > since.at)::bigint as done,
            (select coalesce(sum(turnover_required_fen), 0) from rewards
              where member_id = $1 and status = 'paid' and paid_at > since.at)::bigint as rewards
       from since`,
    [memberId],
  );
  const requiredFen = Number(rows[0]?.required ?? 0) + Number(rows[0]?.rewards ?? 0);
  const doneFen = Number(rows[0]?.done ?? 0);
  return { requiredFen, doneFen, remainingFen: Math.max(0, requiredFen - doneFen) };
}
