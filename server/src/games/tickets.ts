import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { VenueCategory } from './venues';
import { newServerSeed, seedHash } from './fair-outcome';

/** How long a launch's ticket opens its game. */
export const TICKET_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** 24 random bytes: 32 url-safe characters, what gameTicketSchema accepts. */
export function newTicket(): string {
  return randomBytes(24).toString('base64url');
}

/** A ticket still in its lifetime, with what the game pages need of its venue. */
export interface GameTicket {
  ticket: string;
  memberId: number;
  venueId: number;
  enName: string;
  venueName: string;
  category: VenueCategory;
  gameCode: string;
  gameName: string;
  serverSeedHash: string;
  /** Rounds played on the current seed. */
  nonce: number;
  expiresAt: Date;
}

export interface TicketIssue {
  memberId: number;
  venueId: number;
  gameCode: string;
  gameName: string;
}

export async function issueTicket(db: Queryable, issue: TicketIssue, now: Date): Promise<string> {
  const ticket = newTicket();
  const seed = newServerSeed();
  await db.query(
    `insert into game_tickets (ticket, member_id, venue_id, game_code, game_name, server_seed, server_seed_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      ticket,
      issue.memberId,
      issue.venueId,
      issue.gameCode,
      issue.gameName,
      seed,
      seedHash(seed),
      now,
      new Date(now.getTime() + TICKET_LIFETIME_MS),
    ],
  );
  return ticket;
}

const TICKET_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The ticket, or null when it is malformed, unknown, expired or its venue was disabled. */
export async function findLiveTicket(db: Queryable, ticket: string, now: Date): Promise<GameTicket | null> {
  if (!TICKET_SHAPE.test(ticket)) return null;
  const rows = await db.query<GameTicket>(
    `select t.ticket, t.member_id as "memberId", t.venue_id as "venueId", v.en_name as "enName", v.name as "venueName",
            v.category, t.game_code as "gameCode", t.game_name as "gameName", t.server_seed_hash as "serverSeedHash",
            t.nonce, t.expires_at as "expiresAt"
       from game_tickets t join venues v on v.id = t.venue_id
      where t.ticket = $1 and t.expires_at > $2 and v.enabled`,
    [ticket, now],
  );
  return rows[0] ?? null;
}

/** Whether the ticket was issued and its lifetime ran out (the launch's wallet token expired: 6099). */
export async function ticketExpired(db: Queryable, ticket: string, now: Date): Promise<boolean> {
  if (!TICKET_SHAPE.test(ticket)) return false;
  const rows = await db.query<{ expired: boolean }>(
    `select expires_at <= $2 as expired from game_tickets where ticket = $1`,
    [ticket, now],
  );
  return rows[0]?.expired === true;
}
