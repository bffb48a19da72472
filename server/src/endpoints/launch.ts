import { ResponseCode } from 'shared/contract';
import { autoTransferOnLaunch } from '../funds/transfers/auto-transfer';
import { findVenue } from '../games/find-venue';
import { LOCAL_SPORT_VENUE, launchUrl } from '../games/launch-url';
import { ApiFailure } from '../http/api-failure';
import { requireMember } from '../http/context';
import type { HandlerDeps, HandlerMap } from './handler-map';

export function launchHandlers({ db }: HandlerDeps) {
  return {
    launchGame: async (input, ctx) => {
      const member = requireMember(ctx);
      const venue = await findVenue(db, input.enName);
      if (venue === null) throw new ApiFailure(ResponseCode.NOT_FOUND);
      if (venue.status === 'maintenance') throw new ApiFailure(ResponseCode.VENUE_MAINTENANCE);
      // The local book bets from the centre wallet itself; every other venue plays from its own wallet.
      if (venue.enName !== LOCAL_SPORT_VENUE) await autoTransferOnLaunch(db, member.memberId, venue.enName, ctx.requestId, new Date());
      return { url: launchUrl(ctx.baseUrl, venue.enName, String(member.memberId), input.gameCode) };
    },
  } satisfies Pick<HandlerMap, 'launchGame'>;
}
