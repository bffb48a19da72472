import { randomUUID } from 'node:crypto';
import { venueIdOf } from '../db/seed/venues';
import type { TestApp } from './test-app';
import type { TestClock } from './test-clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bets a member can dispute in feedback, written straight into the tables the bet list reads. */
export function feedbackBetFixtures(app: () => TestApp, clock: TestClock) {
  /** A finished fixture for the tickets to be on (the book persists a fixture only when it takes a bet). */
  async function finishedMatch(): Promise<string> {
    const gameId = `FB${randomUUID().slice(0, 8)}`;
    await app().db.query(
      `insert into sports_matches (game_id, hgid, league_id, sport, start_time, definition, status, score_h, score_c, ended_at, updated_at)
       values ($1, $2, 1, 'FT', $3, '{}'::jsonb, 'finished', 1, 0, $3, $3)`,
      [gameId, `${gameId}H`, clock.now()],
    );
    return gameId;
  }

  /** A single sports ticket of `owner` placed `daysAgo` days ago. */
  async function sportsTicket(owner: number, daysAgo: number): Promise<string> {
    const match = { game_id: await finishedMatch() };
    const ticketId = `9${String(Date.now()).slice(-8)}${Math.floor(Math.random() * 1000)}`;
    await app().db.query(
      `insert into sports_tickets (ticket_id, member_id, mode, status, stake_fen, odds, odds_format, request_id, created_at)
       values ($1, $2, 'single', 'accepted', 5000, 1.95, 'E', $3, $4)`,
      [ticketId, owner, randomUUID(), new Date(clock.now().getTime() - daysAgo * DAY_MS)],
    );
    await app().db.query(
      `insert into sports_ticket_legs (ticket_id, position, match_id, bet_game_id, league_id, league, sport, team_h, team_c, w, r, pick, is_live, odds)
       values ($1, 0, $2, $2, 1, '英超', 'FT', '曼联', '切尔西', 'M', 'H', '曼联', false, 1.95)`,
      [ticketId, match.game_id],
    );
    return ticketId;
  }

  /** A round of PG电子 played `daysAgo` days ago. */
  async function casinoRound(owner: number, daysAgo: number): Promise<string> {
    const at = new Date(clock.now().getTime() - daysAgo * DAY_MS);
    const ticket = randomUUID();
    await app().db.query(
      `insert into game_tickets (ticket, member_id, venue_id, game_name, server_seed, server_seed_hash, created_at, expires_at)
       values ($1, $2, $3, '麻将胡了', 'seed', 'hash', $4, $4)`,
      [ticket, owner, venueIdOf('PGDZ'), at],
    );
    const [row] = await app().db.query<{ id: string }>(
      `insert into casino_rounds (member_id, venue_id, ticket, game_code, game_name, request_id, stake_fen, payout_fen, detail, server_seed_hash, nonce, created_at)
       values ($1, $2, $3, 'mjhl', '麻将胡了', $4, 1000, 0, '🀄🀅🀆 · 未中奖', 'hash', 1, $5) returning id::text as id`,
      [owner, venueIdOf('PGDZ'), ticket, randomUUID(), at],
    );
    if (row === undefined) throw new Error('no round');
    return row.id;
  }

  return { finishedMatch, sportsTicket, casinoRound };
}
