import { ResponseCode } from 'shared/contract';
import { DomainError } from '../domain/domain-error';
import type { HandlerDeps, HandlerMap } from './handler-map';
import { requireMember } from '../http/context';
import { oncePerRequest } from '../wallet/once-per-request';
import { readOddsPolicy, saveOddsPolicy } from '../sports/bets/odds-policy';
import { cashOutOffers, cashOutTicket } from '../sports/cashout/cash-out';

/** Cash out and the odds-change policy of the local book (contract endpoints/cashout.ts). */
export function cashOutHandlers({ db, sports }: HandlerDeps) {
  return {
    cashOutOffers: async (input, ctx) => ({
      offers: await cashOutOffers(db, sports.book, requireMember(ctx).memberId, input.ticketIds),
    }),

    cashOut: async (input, ctx) => {
      const { memberId } = requireMember(ctx);
      return oncePerRequest(
        db,
        { memberId, requestId: ctx.requestId, path: '/game/api/v1/sports/cashOut', body: input },
        ctx.now,
        (tx) => cashOutTicket(tx, sports.book, memberId, input, ctx.now),
      ).catch((error: unknown) => {
        // The records disagree with the ledger: nothing was paid; the trace id finds this line.
        if (error instanceof DomainError && error.code === ResponseCode.EBBQ_ERROR)
          ctx.log.error(
            { err: error, memberId, ticketId: input.ticketId },
            'cash-out refused: the ticket has no stake row',
          );
        throw error;
      });
    },

    oddsPolicy: async (_input, ctx) => readOddsPolicy(db, requireMember(ctx).memberId),

    setOddsPolicy: async (input, ctx) => saveOddsPolicy(db, requireMember(ctx).memberId, input.policy, ctx.now),
  } satisfies Pick<HandlerMap, 'cashOutOffers' | 'cashOut' | 'oddsPolicy' | 'setOddsPolicy'>;
}
