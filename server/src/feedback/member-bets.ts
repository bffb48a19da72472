import type { z } from 'zod';
import type { feedbackBetSchema } from 'shared/contract';
import type { Queryable } from '../db/database';
import { LOCAL_SPORT_VENUE } from '../games/launch-url';
import { legsOf, type TicketRow } from '../sports/store/ticket-rows';
import { fenToYuan } from '../wallet/money';
import { casinoBetSummary, sportsBetSummary } from './bet-summary';

export type FeedbackBet = z.output<typeof feedbackBetSchema>;

/** Sports ticket ids and casino round ids are both digits: the kind says which table a bet is in. */
export type BetKind = 'sports' | 'casino';

export interface MemberBet {
  kind: BetKind;
  bet: FeedbackBet;
}

/** SPEC terms: a bet may be disputed within 14 days of placing it. */
export const DISPUTE_DAYS = 14;
export const BET_LIST_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

type SportsRow = Pick<TicketRow, 'ticket_id' | 'status' | 'stake_fen' | 'created_at'> & { venue_name: string };

interface RoundRow {
  id: string;
  venue_name: string;
  game_name: string;
  stake_fen: number;
  detail: string;
  created_at: Date;
}

async function sportsBets(
  db: Queryable,
  where: string,
  params: readonly (string | number | Date)[],
  limit: number,
): Promise<MemberBet[]> {
  const rows = await db.query<SportsRow>(
    `select t.ticket_id, t.status, t.stake_fen, t.created_at, coalesce((select name from venues where en_name = $${params.length + 1}), '体育') as venue_name
       from sports_tickets t where ${where} order by t.created_at desc, t.ticket_id desc limit $${params.length + 2}`,
    [...params, LOCAL_SPORT_VENUE, limit],
  );
  const legs = await legsOf(
    db,
    rows.map((r) => r.ticket_id),
  );
  return rows.map((row) => ({
    kind: 'sports',
    bet: {
      betId: row.ticket_id,
      venueName: row.venue_name,
      summary: sportsBetSummary(row.status, legs.get(row.ticket_id) ?? []),
      stake: fenToYuan(row.stake_fen),
      createdAt: row.created_at.toISOString(),
    },
  }));
}

async function casinoBets(
  db: Queryable,
  where: string,
  params: readonly (string | number | Date)[],
  limit: number,
): Promise<MemberBet[]> {
  const rows = await db.query<RoundRow>(
    `select r.id::text as id, v.name as venue_name, r.game_name, r.stake_fen, r.detail, r.created_at
       from casino_rounds r join venues v on v.id = r.venue_id where ${where} order by r.created_at desc, r.id desc limit $${params.length + 1}`,
    [...params, limit],
  );
  return rows.map((row) => ({
    kind: 'casino',
    bet: {
      betId: row.id,
      venueName: row.venue_name,
      summary: casinoBetSummary(row.game_name, row.detail),
      stake: fenToYuan(row.stake_fen),
      createdAt: row.created_at.toISOString(),
    },
  }));
}

/** The member's sports tickets and casino rounds of the last 14 days, newest first, at most 50. */
export async function recentMemberBets(db: Queryable, memberId: number, now: Date): Promise<MemberBet[]> {
  const since = new Date(now.getTime() - DISPUTE_DAYS * DAY_MS);
  const [sports, casino] = await Promise.all([
    sportsBets(db, 't.member_id = $1 and t.created_at >= $2', [memberId, since], BET_LIST_LIMIT),
    casinoBets(db, 'r.member_id = $1 and r.created_at >= $2', [memberId, since], BET_LIST_LIMIT),
  ]);
  return [...sports, ...casino]
    .sort((a, b) => (a.bet.createdAt < b.bet.createdAt ? 1 : a.bet.createdAt > b.bet.createdAt ? -1 : 0))
    .slice(0, BET_LIST_LIMIT);
}

/** A bet attached to a ticket, however old it is now; null when it no longer exists. */
export async function memberBet(
  db: Queryable,
  memberId: number,
  kind: BetKind,
  betId: string,
): Promise<FeedbackBet | null> {
  if (kind === 'sports')
    return (await sportsBets(db, 't.member_id = $1 and t.ticket_id = $2', [memberId, betId], 1))[0]?.bet ?? null;
  // A casino round id is a bigint: anything else is no round (and must not reach the cast).
  if (!/^\d{1,18}$/.test(betId)) return null;
  return (await casinoBets(db, 'r.member_id = $1 and r.id = $2::bigint', [memberId, betId], 1))[0]?.bet ?? null;
}
