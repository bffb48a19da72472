import type { Queryable } from '../db/database';

/**
 * What activities count, read from the ledger (the one record of money that moved). Deposits are the
 * 'deposit' rows of the CNY centre wallet (one per paid order). Valid turnover is the stake of every
 * 'bet' row of any CNY wallet, settled or not (a stake placed is turnover from the moment it is
 * accepted), less the stakes given back ('bet_refund': a bet the book did not accept).
 */

export interface DepositRow {
  id: number;
  amountFen: number;
  at: Date;
}

/** Every deposit of the member, oldest first. */
export async function depositsOf(db: Queryable, memberId: number): Promise<DepositRow[]> {
  const rows = await db.query<{ id: string | number; amountFen: string | number; at: Date | string }>(
    `select id, amount_fen as "amountFen", created_at as at from ledger
      where member_id = $1 and kind = 'deposit' and venue_id is null and currency = 'CNY'
      order by created_at, id`,
    [memberId],
  );
  return rows.map((row) => ({ id: Number(row.id), amountFen: Number(row.amountFen), at: new Date(row.at) }));
}

/** Deposited in [from, until). */
export async function depositedBetween(db: Queryable, memberId: number, from: Date, until: Date): Promise<number> {
  const rows = await db.query<{ total: string | number }>(
    `select coalesce(sum(amount_fen), 0)::bigint as total from ledger
      where member_id = $1 and kind = 'deposit' and venue_id is null and currency = 'CNY' and created_at >= $2 and created_at < $3`,
    [memberId, from, until],
  );
  return Number(rows[0]?.total ?? 0);
}

const TURNOVER = `coalesce(-sum(amount_fen) filter (where kind = 'bet'), 0) - coalesce(sum(amount_fen) filter (where kind = 'bet_refund'), 0)`;

/** The member's valid turnover in [from, until). */
export async function turnoverBetween(db: Queryable, memberId: number, from: Date, until: Date): Promise<number> {
  const rows = await db.query<{ total: string | number }>(
    `select (${TURNOVER})::bigint as total from ledger
      where member_id = $1 and kind in ('bet', 'bet_refund') and currency = 'CNY' and created_at >= $2 and created_at < $3`,
    [memberId, from, until],
  );
  return Math.max(0, Number(rows[0]?.total ?? 0));
}

export interface TurnoverEntry {
  memberId: number;
  username: string;
  turnoverFen: number;
}

/** Every member's valid turnover in [from, until), largest first (ties: the earlier member). */
export async function turnoverBoard(db: Queryable, from: Date, until: Date): Promise<TurnoverEntry[]> {
  const rows = await db.query<{ memberId: number; username: string; total: string | number }>(
    `select l.member_id as "memberId", m.username, (${TURNOVER})::bigint as total
       from ledger l join members m on m.id = l.member_id
      where l.kind in ('bet', 'bet_refund') and l.currency = 'CNY' and l.created_at >= $1 and l.created_at < $2
      group by l.member_id, m.username
     having (${TURNOVER}) > 0
      order by total desc, l.member_id`,
    [from, until],
  );
  return rows.map((row) => ({ memberId: row.memberId, username: row.username, turnoverFen: Number(row.total) }));
}

/** Whether the member ever placed a bet. */
export async function hasBet(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `select 1 as id from ledger where member_id = $1 and kind = 'bet' and currency = 'CNY' limit 1`,
    [memberId],
  );
  return rows.length > 0;
}
