import type { VenueCategory } from '../../../games/venues';
import type { GameTicketAddress } from '../../../outside-world/game-vendor';

/** The demo games this server plays itself; other venues open the demo lobby. */
export type PlayableGame = 'slot' | 'fishing';

export function playableGame(category: VenueCategory): PlayableGame | null {
  if (category === 'DZ') return 'slot';
  if (category === 'BY') return 'fishing';
  return null;
}

/**
 * The game behind a ticket, as an absolute address of this server: the playable demo game of a
 * slot or fishing venue (the ticket in its path is the member's credential), else the venue's demo
 * lobby, which names the member by uid as before.
 */
export function gameAddress(baseUrl: string, ticket: GameTicketAddress): string {
  if (playableGame(ticket.category) !== null) return `${baseUrl}/venue/play/${ticket.ticket}`;
  const query = new URLSearchParams({ uid: String(ticket.memberId) });
  if (ticket.gameCode !== '') query.set('gameCode', ticket.gameCode);
  return `${baseUrl}/venue/lobby/${encodeURIComponent(ticket.enName)}?${query.toString()}`;
}
