import { ResponseCode, type OpenGameResponse } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { GameVendor } from '../outside-world/game-vendor';
import { findLiveTicket } from './tickets';

export interface OpenGameCall {
  venueName: string;
  ticket: string;
}

/**
 * venue/resource openGame: the host page's ticket turned into the game's address. An unknown or
 * expired ticket has no data (6303); a ticket of another member, or of another venue than the one
 * named, fails the uid verification (6302), and the client re-enters the game.
 */
export async function openGame(db: Queryable, games: GameVendor, memberId: number, call: OpenGameCall, baseUrl: string, now: Date): Promise<OpenGameResponse> {
  const ticket = await findLiveTicket(db, call.ticket, now);
  if (ticket === null) throw new DomainError(ResponseCode.NO_DATA);
  if (ticket.memberId !== memberId || ticket.enName !== call.venueName) throw new DomainError(ResponseCode.UID_VERIFICATION);
  return { url: games.gameUrl(baseUrl, ticket), venueName: ticket.venueName, gameName: ticket.gameName };
}
