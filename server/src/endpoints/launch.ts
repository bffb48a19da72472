import { ResponseCode } from 'shared/contract';
import { findVenue } from '../games/find-venue';
import { launchUrl } from '../games/launch-url';
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
      return { url: launchUrl(ctx.baseUrl, venue.enName, String(member.memberId), input.gameCode) };
    },
  } satisfies Pick<HandlerMap, 'launchGame'>;
}
