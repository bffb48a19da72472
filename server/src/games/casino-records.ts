import type { CasinoRound } from 'shared/contract';
import type { Queryable } from '../db/database';
import { recordDayRange } from '../sports/records/bet-records';
import { fenToYuan } from '../wallet/money';

export interface CasinoRecordFilter {
  /** A venue code other than the local book's. */
  venue: string;
  status: 'all' | 'unsettled' | 'settled';
  startDate: string;
  endDate: string;
}

interface RoundRow {
  id: string;
  venue_code: string;
  venue_name: string;
  game_name: string;
  stake_fen: number;
  payout_fen: number;
  detail: string;
  created_at: Date;
}

/**
 * A round is settled the moment it is played, so 'unsettled' matches nothing. An unknown venue
 * code simply has no rounds: the list is empty, as for a venue the member never played.
 */
function whereOf(memberId: number, filter: CasinoRecordFilter): { sql: string; params: [number, string, Date, Date] } {
  const { from, to } = recordDayRange(filter.startDate, filter.endDate);
  const settled = filter.status === 'unsettled' ? 'false' : 'true';
  return {
    sql: `r.member_id = $1 and v.en_name = $2 and r.created_at >= $3 and r.created_at < $4 and ${settled}`,
    params: [memberId, filter.venue, from, to],
  };
}

function roundView(row: RoundRow): CasinoRound {
  return {
    kind: 'casino',
    roundId: row.id,
    venueCode: row.venue_code,
    venueName: row.venue_name,
    gameName: row.game_name,
    stake: fenToYuan(row.stake_fen),
    payout: fenToYuan(row.payout_fen),
    winLoss: fenToYuan(row.payout_fen - row.stake_fen),
    detail: row.detail,
    createdAt: row.created_at.toISOString(),
  };
}

/** The member's rounds at one venue, newest first, one page. */
export async function casinoRecordPage(
  db: Queryable,
  memberId: number,
  filter: CasinoRecordFilter,
  page: number,
  pageSize: number,
): Promise<{ list: CasinoRound[]; total: number }> {
  const where = whereOf(memberId, filter);
  const from = 'from casino_rounds r join venues v on v.id = r.venue_id';
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total ${from} where ${where.sql}`,
    where.params,
  );
  const rows = await db.query<RoundRow>(
    `select r.id::text as id, v.en_name as venue_code, v.name as venue_name, r.game_name, r.stake_fen, r.payout_fen, r.detail, r.created_at
       ${from} where ${where.sql} order by r.created_at desc, r.id desc limit $5 offset $6`,
    [...where.params, pageSize, (page - 1) * pageSize],
  );
  return { list: rows.map(roundView), total: count?.total ?? 0 };
}

/** Totals of the same filter: every round counts, its whole stake is valid, win/loss is payout − stake. */
export async function casinoRecordTotals(
  db: Queryable,
  memberId: number,
  filter: CasinoRecordFilter,
): Promise<{ count: number; stake: number; validStake: number; winLoss: number }> {
  const where = whereOf(memberId, filter);
  const [row] = await db.query<{ count: number; stake: number; win_loss: number }>(
    `select count(*)::int as count, coalesce(sum(r.stake_fen), 0)::bigint as stake, coalesce(sum(r.payout_fen - r.stake_fen), 0)::bigint as win_loss
       from casino_rounds r join venues v on v.id = r.venue_id where ${where.sql}`,
    where.params,
  );
  const stake = fenToYuan(row?.stake ?? 0);
  return { count: row?.count ?? 0, stake, validStake: stake, winLoss: fenToYuan(row?.win_loss ?? 0) };
}
