import type { FastifyInstance } from 'fastify';
import type { VenueCategory } from '../games/venues';

/** A launch ticket as the vendor receives it: the ticket is the member's credential there. */
export interface GameTicketAddress {
  ticket: string;
  memberId: number;
  enName: string;
  category: VenueCategory;
  gameCode: string;
}

/**
 * The outside game venues (slots, fishing, live casino, lottery...). The platform lists venues,
 * issues launch tickets (games/tickets.ts), keeps the member's venue wallets and moves money to and
 * from them (funds/transfers), and reads the rounds played for the records. The stand-in
 * (stand-ins/game-vendor) serves demo lobby and game pages on this server and books each round
 * itself; an operator replaces it with each vendor's launch API.
 */
export interface GameVendor {
  /** Where a ticket's game opens (a `web` venue's launch address, openGame's url). */
  gameUrl(baseUrl: string, ticket: GameTicketAddress): string;
  /** Mounts the vendor's own pages on this server; `frameAncestors` may frame the game pages. */
  mount(app: FastifyInstance, frameAncestors: readonly string[] | null): void;
}
