import type { BetResultCode, Ticket } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { fenToYuan } from '../../wallet/money';

export interface TicketRow {
  ticket_id: string;
  member_id: number;
  mode: Ticket['mode'];
  status: Ticket['status'];
  stake_fen: number;
  odds: number;
  odds_format: Ticket['oddsFormat'];
  result: BetResultCode | null;
  payout_fen: number | null;
  reject_reason: string | null;
  request_id: string;
  confirm_at: Date | null;
  created_at: Date;
  settled_at: Date | null;
}

export interface LegRow {
  ticket_id: string;
  position: number;
  match_id: string | null;
  outright_id: string | null;
  bet_game_id: string;
  league_id: number;
  league: string;
  sport: Ticket['legs'][number]['gameType'];
  team_h: string;
  team_c: string;
  title: string | null;
  w: Ticket['legs'][number]['w'];
  r: string;
  pick: string;
  ratio: string | null;
  strong: 'H' | 'C' | null;
  is_live: boolean;
  bet_score_h: number | null;
  bet_score_c: number | null;
  odds: number;
  result: BetResultCode | null;
  final_score: string | null;
}

export const TICKET_COLUMNS =
  'ticket_id, member_id, mode, status, stake_fen, odds, odds_format, result, payout_fen, reject_reason, request_id, confirm_at, created_at, settled_at';

export async function insertTicket(
  tx: Queryable,
  row: Omit<TicketRow, 'result' | 'payout_fen' | 'reject_reason' | 'settled_at'>,
): Promise<void> {
  await tx.query(
    `insert into sports_tickets (ticket_id, member_id, mode, status, stake_fen, odds, odds_format, request_id, confirm_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.ticket_id,
      row.member_id,
      row.mode,
      row.status,
      row.stake_fen,
      row.odds,
      row.odds_format,
      row.request_id,
      row.confirm_at,
      row.created_at,
    ],
  );
}

export async function insertLeg(tx: Queryable, leg: Omit<LegRow, 'result' | 'final_score'>): Promise<void> {
  await tx.query(
    `insert into sports_ticket_legs (ticket_id, position, match_id, outright_id, bet_game_id, league_id, league, sport, team_h, team_c, title,
                                     w, r, pick, ratio, strong, is_live, bet_score_h, bet_score_c, odds)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
    [
      leg.ticket_id,
      leg.position,
      leg.match_id,
      leg.outright_id,
      leg.bet_game_id,
      leg.league_id,
      leg.league,
      leg.sport,
      leg.team_h,
      leg.team_c,
      leg.title,
      leg.w,
      leg.r,
      leg.pick,
      leg.ratio,
      leg.strong,
      leg.is_live,
      leg.bet_score_h,
      leg.bet_score_c,
      leg.odds,
    ],
  );
}

/** The legs of the given tickets, in order. */
export async function legsOf(db: Queryable, ticketIds: readonly string[]): Promise<Map<string, LegRow[]>> {
  const byTicket = new Map<string, LegRow[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db.query<LegRow>(
    `select * from sports_ticket_legs where ticket_id = any(string_to_array($1, ',')) order by ticket_id, position`,
    [ticketIds.join(',')],
  );
  for (const row of rows) byTicket.set(row.ticket_id, [...(byTicket.get(row.ticket_id) ?? []), row]);
  return byTicket;
}

/** A ticket as the contract describes it; stakes and payouts in yuan. */
export function ticketView(row: TicketRow, legs: readonly LegRow[]): Ticket {
  return {
    ticket_id: row.ticket_id,
    mode: row.mode,
    status: row.status,
    stake: fenToYuan(row.stake_fen),
    odds: row.odds,
    oddsFormat: row.odds_format,
    legs: legs.map((leg) => ({
      gameId: leg.bet_game_id,
      league: leg.league,
      gameType: leg.sport,
      team_h: leg.team_h,
      team_c: leg.team_c,
      title: leg.title,
      w: leg.w,
      r: leg.r,
      pick: leg.pick,
      ratio: leg.ratio,
      isLive: leg.is_live,
      scoreAtBet: leg.bet_score_h === null || leg.bet_score_c === null ? null : `${leg.bet_score_h}-${leg.bet_score_c}`,
      odds: leg.odds,
      result: leg.result,
      finalScore: leg.final_score,
    })),
    result: row.result,
    payout: row.payout_fen === null ? null : fenToYuan(row.payout_fen),
    rejectReason: row.reject_reason,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at === null ? null : row.settled_at.toISOString(),
  };
}

/** Tickets with their legs, newest first as given. */
export async function ticketViews(db: Queryable, rows: readonly TicketRow[]): Promise<Ticket[]> {
  const legs = await legsOf(
    db,
    rows.map((r) => r.ticket_id),
  );
  return rows.map((row) => ticketView(row, legs.get(row.ticket_id) ?? []));
}
