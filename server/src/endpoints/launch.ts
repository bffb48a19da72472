import { ResponseCode } from 'shared/contract';
import { autoTransferOnLaunch } from '../funds/transfers/auto-transfer';
import { findVenue } from '../games/find-venue';
import { launchUrl } from '../games/launch-url';
import { gameNameFor } from '../games/game-name';
import { issueTicket } from '../games/tickets';
import { callVendor } from '../games/vendor-call';
import { refuseIfInActivity } from '../games/venue-activity';
import { DomainError } from '../domain/domain-error';
import { requireMember } from '../http/context';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** What a member reads when launching a venue the operator has not opened yet (6366). */
export const VENUE_TESTING_MESSAGE = '该场馆测试中，暂未开放，请选择其他场馆';

export function launchHandlers({ db, games }: HandlerDeps) {
  return {
    launchGame: async (input, ctx) => {
      const member = requireMember(ctx);
      const venue = await findVenue(db, input.enName);
      if (venue === null) throw new DomainError(ResponseCode.NOT_FOUND);
      if (venue.status === 'maintenance') throw new DomainError(ResponseCode.VENUE_MAINTENANCE);
      if (venue.testing) throw new DomainError(ResponseCode.TESTING, VENUE_TESTING_MESSAGE);
      // The client's second try, after the into-venue dialog, says it knows about the activity.
      if (input.isActivity !== true) await refuseIfInActivity(db, member.memberId, venue.venueId);
      // The local book bets from the centre wallet itself and needs no ticket.
      if (venue.launchKind === 'local')
        return { url: launchUrl(games, ctx.baseUrl, venue, member.memberId, input.gameCode, null) };
      // Every other venue plays from its own wallet, through a ticket only this member can open. The
      // vendor is asked for the address first, so a vendor that fails (6014) moved no money.
      const gameName = await gameNameFor(db, venue, input.gameCode);
      const ticket = await issueTicket(
        db,
        { memberId: member.memberId, venueId: venue.venueId, gameCode: input.gameCode, gameName },
        ctx.now,
      );
      const url = callVendor(
        'launch',
        () => launchUrl(games, ctx.baseUrl, venue, member.memberId, input.gameCode, ticket),
        ctx.log,
      );
      await autoTransferOnLaunch(db, member.memberId, venue.enName, ctx.requestId, ctx.now);
      return { url };
    },
  } satisfies Pick<HandlerMap, 'launchGame'>;
}
