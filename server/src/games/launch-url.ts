import type { LaunchVenue } from './find-venue';
import type { GameVendor } from '../outside-world/game-vendor';

/** The local sports venue (SPEC §2 /game/sport/{enName}, "crty marks the sports venue"); its bet records are the sports tickets. */
export const LOCAL_SPORT_VENUE = 'CRTY';

/**
 * Where the member enters a venue, by the venue's launch kind (SPEC §4 "Game launch"): the local
 * book is a page of the client and carries uid (SPEC §2 guard 4); a web venue is the game or lobby
 * itself; a site venue a path of the site that opens the ticket; a host venue the bare ticket.
 * `ticket` is null only for the local kind, which needs none.
 */
export function launchUrl(
  games: GameVendor,
  baseUrl: string,
  venue: LaunchVenue,
  memberId: number,
  gameCode: string,
  ticket: string | null,
): string {
  if (venue.launchKind === 'local')
    return `/game/sport/${venue.enName.toLowerCase()}?${new URLSearchParams({ uid: String(memberId) }).toString()}`;
  if (ticket === null) throw new Error(`a ${venue.launchKind} launch of ${venue.enName} needs a ticket`);
  switch (venue.launchKind) {
    case 'web':
      return games.gameUrl(baseUrl, { ticket, memberId, enName: venue.enName, category: venue.category, gameCode });
    case 'site':
      return `/dz/game?${new URLSearchParams({ venue: venue.enName, ticket }).toString()}`;
    case 'host':
      return ticket;
  }
}
