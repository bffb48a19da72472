import type { Database, Queryable } from '../../../db/database';
import { fenToYuan } from '../../../wallet/money';
import { newServerSeed, seedHash } from '../../../games/fair-outcome';
import { PlayRefusal, TICKET_GONE } from './play-refusal';
import type { GameTicket } from '../../../games/tickets';

export interface PlayState {
  /** The member's wallet at the ticket's venue, in yuan. */
  balance: number;
  serverSeedHash: string;
  nonce: number;
}

export async function venueBalance(db: Queryable, memberId: number, venueId: number): Promise<number> {
  const rows = await db.query<{ fen: number }>(
    'select balance_fen as fen from venue_wallets where member_id = $1 and venue_id = $2',
    [memberId, venueId],
  );
  return fenToYuan(rows[0]?.fen ?? 0);
}

export async function playState(db: Queryable, ticket: GameTicket): Promise<PlayState> {
  return {
    balance: await venueBalance(db, ticket.memberId, ticket.venueId),
    serverSeedHash: ticket.serverSeedHash,
    nonce: ticket.nonce,
  };
}

export interface SeedReveal {
  /** The seed the rounds so far were played on, and its hash as shown before them. */
  revealedSeed: string;
  revealedSeedHash: string;
  /** Rounds played on it: nonces 1..rounds. */
  rounds: number;
  /** The new seed's hash; its nonces start again at 1. */
  serverSeedHash: string;
  nonce: number;
}

/**
 * 公开种子并更换: reveals the ticket's seed, so the player can recompute every round played on it,
 * and puts a fresh one in its place. Under the row lock, so no round slips in between.
 */
export async function revealSeed(db: Database, ticket: string, now: Date): Promise<SeedReveal> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ seed: string; hash: string; nonce: number }>(
      'select server_seed as seed, server_seed_hash as hash, nonce from game_tickets where ticket = $1 and expires_at > $2 for update',
      [ticket, now],
    );
    const old = rows[0];
    if (old === undefined) throw new PlayRefusal(404, TICKET_GONE);
    const seed = newServerSeed();
    const hash = seedHash(seed);
    await tx.query('update game_tickets set server_seed = $2, server_seed_hash = $3, nonce = 0 where ticket = $1', [
      ticket,
      seed,
      hash,
    ]);
    return { revealedSeed: old.seed, revealedSeedHash: old.hash, rounds: old.nonce, serverSeedHash: hash, nonce: 0 };
  });
}
