import type { z } from 'zod';
import type { sportsMethods, SportsMethod, SportsResponse } from 'shared/contract';
import { requireMember } from '../http/context';
import { BET_LIMITS } from '../sports/bets/bet-limits';
import { betRecordPage, betRecordTotals } from '../sports/records/bet-records';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** venue/resource answers { method, data }; the client parses data with the method's schema. */
function answer<M extends SportsMethod>(method: M, data: SportsResponse<M>): { method: string; data: unknown } {
  return { method, data };
}

/**
 * One venue/resource call, paired by method. The request schema already checked the pairing (a
 * discriminated union on method); TypeScript cannot narrow the union its generic helper builds.
 */
type VenueCall = { [M in SportsMethod]: { method: M; Request: z.output<(typeof sportsMethods)[M]['request']> } }[SportsMethod];

/** The local sports book (SPEC §2-§5, §8): the venue/resource methods and the bet records. */
export function sportsHandlers({ db, sports }: HandlerDeps) {
  return {
    venueResource: async (input, ctx) => {
      const call = input as unknown as VenueCall;
      switch (call.method) {
        case 'leagues':
          return answer('leagues', sports.queries.leagues(call.Request, ctx.now));
        case 'matches':
          // feedSeq first: the snapshot then includes at least every batch up to it.
          return answer('matches', { feedSeq: sports.hub.seq, matches: sports.queries.matches(call.Request, ctx.now), serverTime: ctx.now.toISOString() });
        case 'outrights':
          return answer('outrights', { outrights: sports.queries.outrights(call.Request, ctx.now) });
        case 'betLimits':
          return answer('betLimits', BET_LIMITS[call.Request.mode]);
        case 'placeBet':
          return answer('placeBet', await sports.placeBet(requireMember(ctx).memberId, ctx.requestId, call.Request, ctx.now));
        case 'ticketStatus':
          return answer('ticketStatus', await sports.ticketStatus(requireMember(ctx).memberId, call.Request.ticketIds, ctx.now));
      }
    },

    betRecordList: async (input, ctx) => {
      const { list, total } = await betRecordPage(db, requireMember(ctx).memberId, input, input.page, input.pageSize);
      return { list, total, page: input.page, pageSize: input.pageSize };
    },

    betRecordTotal: async (input, ctx) => betRecordTotals(db, requireMember(ctx).memberId, input),
  } satisfies Pick<HandlerMap, 'venueResource' | 'betRecordList' | 'betRecordTotal'>;
}
