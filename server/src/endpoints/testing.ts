import { ResponseCode } from 'shared/contract';
import { findCaptchaAnswer } from '../captcha/captcha-answers';
import { normaliseReceiver } from '../codes/receiver';
import { DomainError } from '../domain/domain-error';
import type { HandlerDeps, TestHandlerMap } from './handler-map';

/**
 * The test-only endpoints (shared/contract/testing), mounted only with PLATFORM_TEST_MODE=1: what the
 * e2e suite cannot learn from a real phone or eye (codes "sent", captcha answers) and what it cannot
 * wait for (a price moving, a match ending).
 */
export function testingHandlers({
  db,
  outbox,
  sports,
}: HandlerDeps): Omit<
  TestHandlerMap,
  'testConfirmDeposit' | 'testExpireDeposit' | 'testAdvanceClock' | 'testChatOutage'
> {
  return {
    testLastCode: async (input) => {
      const receiver = normaliseReceiver(input.receiver.includes('@') ? 1 : 0, input.receiver);
      const sent = receiver === null || outbox === null ? null : outbox.lastFor(receiver);
      if (sent === null) throw new DomainError(ResponseCode.NOT_FOUND);
      return { code: sent.code, type: sent.purpose, cate: sent.channel, sentAt: sent.sentAt.toISOString() };
    },

    testCaptchaAnswer: async (input) => {
      const answer = await findCaptchaAnswer(db, input.id);
      if (answer === null) throw new DomainError(ResponseCode.NOT_FOUND);
      return answer;
    },

    testSportsFeedRate: async (input) => ({ rate: sports.setFeedRate(input.rate) }),

    testSportsPrice: async (input, ctx) => ({
      odds: sports.setPrice(input.gameId, input.w, input.r, input.odds, ctx.now.getTime()),
    }),

    testFinishMatch: async (input, ctx) => ({
      settledTickets: await sports.finish(input.gameId, input.home, input.away, ctx.now.getTime()),
    }),
  };
}
