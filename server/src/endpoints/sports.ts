import type { z } from 'zod';
import { ResponseCode, type sportsMethods, type SportsMethod, type SportsResponse } from 'shared/contract';
import { LOCAL_SPORT_VENUE } from '../games/launch-url';
import { casinoRecordPage, casinoRecordTotals } from '../games/casino-records';
import { openGame } from '../games/open-game';
import { DomainError } from '../domain/domain-error';
import { requireMember } from '../http/context';
import { BET_LIMITS } from '../sports/bets/bet-limits';
import { betRecordPage, betRecordTotals } from '../sports/records/bet-records';
import { dailyWinLoss } from '../sports/records/daily-win-loss';
import type { HandlerDeps, HandlerMap } from './handler-map';

/** venue/resource answers { method, data }; the client parses data with the method's schema. */
function answer<M extends SportsMethod>(method: M, data: SportsResponse<M>): { method: string; data: unknown } {
  return { method, data };
}

/**
 * One venue/resource call, paired by method. The request schema already checked the pairing (a
 * discriminated union on method); TypeScript cannot narrow the union its generic helper builds.
 */
type VenueCall = {
  [M in SportsMethod]: { method: M; Request: z.output<(typeof sportsMethods)[M]['request']> };
}[SportsMethod];

/**
 * The local sports book (SPEC §2-§5, §8): the venue/resource methods and the bet records. The
 * same call also opens the tickets of the other venues' games (openGame), and their bet records
 * are the casino rounds.
 */
export function sportsHandlers({ db, sports, games }: HandlerDeps) {
  return {
    venueResource: async (input, ctx) => {
      if (input.method === 'openGame') {
        const member = requireMember(ctx);
        return {
          method: 'openGame',
          data: await openGame(
            db,
            games,
            member.memberId,
            { venueName: input.venueName, ticket: input.Request.ticket },
            ctx.baseUrl,
            ctx.now,
            ctx.log,
          ),
        };
      }
      // A book opened for another member than this session's (a launch address kept across logins).
      if ('uid' in input && input.uid !== undefined && input.uid !== String(requireMember(ctx).memberId)) {
        throw new DomainError(ResponseCode.UID_VERIFICATION);
      }
      const call = input as unknown as VenueCall;
      switch (call.method) {
        case 'leagues':
          return answer('leagues', sports.queries.leagues(call.Request, ctx.now));
        case 'matches':
          // feedSeq first: the snapshot then includes at least every batch up to it.
          return answer('matches', {
            feedSeq: sports.hub.seq,
            matches: sports.queries.matches(call.Request, ctx.now),
            serverTime: ctx.now.toISOString(),
          });
        case 'outrights':
          return answer('outrights', { outrights: sports.queries.outrights(call.Request, ctx.now) });
        case 'betLimits':
          return answer('betLimits', BET_LIMITS[call.Request.mode]);
        case 'placeBet':
          return answer(
            'placeBet',
            await sports.placeBet(requireMember(ctx).memberId, ctx.requestId, call.Request, ctx.now),
          );
        case 'ticketStatus':
          return answer(
            'ticketStatus',
            await sports.ticketStatus(requireMember(ctx).memberId, call.Request.ticketIds, ctx.now),
          );
      }
    },

    betRecordList: async (input, ctx) => {
      const memberId = requireMember(ctx).memberId;
      const { list, total } =
        input.venue === LOCAL_SPORT_VENUE
          ? await betRecordPage(db, memberId, input, input.page, input.pageSize)
          : await casinoRecordPage(db, memberId, input, input.page, input.pageSize);
      return { list, total, page: input.page, pageSize: input.pageSize };
    },

    betRecordTotal: async (input, ctx) => {
      const memberId = requireMember(ctx).memberId;
      return input.venue === LOCAL_SPORT_VENUE
        ? betRecordTotals(db, memberId, input)
        : casinoRecordTotals(db, memberId, input);
    },

    betRecordDaily: async (input, ctx) => ({
      days: await dailyWinLoss(db, requireMember(ctx).memberId, input.venue, input.days, ctx.now),
    }),
  } satisfies Pick<HandlerMap, 'venueResource' | 'betRecordList' | 'betRecordTotal' | 'betRecordDaily'>;
}
