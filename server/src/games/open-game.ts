import type { FastifyBaseLogger } from 'fastify';
import { ResponseCode, type OpenGameResponse } from 'shared/contract';
import type { Queryable } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { GameVendor } from '../outside-world/game-vendor';
import { findLiveTicket, ticketExpired } from './tickets';
import { callVendor } from './vendor-call';

export interface OpenGameCall {
  venueName: string;
  ticket: string;
}

/**
 * venue/resource openGame: the host page's ticket turned into the game's address. A ticket past its
 * lifetime is the wallet token expired (6099); an unknown one has no data (6303); a ticket of another member, or of another venue than the one
 * named, fails the uid verification (6302). On 6302 and 6099 the client re-enters the game; a vendor
 * that fails answers 6014.
 */
export async function openGame(
  db: Queryable,
  games: GameVendor,
  memberId: number,
  call: OpenGameCall,
  baseUrl: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<OpenGameResponse> {
  const ticket = await findLiveTicket(db, call.ticket, now);
  if (ticket === null)
    throw new DomainError(
      (await ticketExpired(db, call.ticket, now)) ? ResponseCode.WALLET_TOKEN_EXPIRED : ResponseCode.NO_DATA,
    );
  if (ticket.memberId !== memberId || ticket.enName !== call.venueName)
    throw new DomainError(ResponseCode.UID_VERIFICATION);
  return {
    url: callVendor('openGame', () => games.gameUrl(baseUrl, ticket), log),
    venueName: ticket.venueName,
    gameName: ticket.gameName,
  };
}
