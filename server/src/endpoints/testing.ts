import { ResponseCode } from 'shared/contract';
import { findCaptchaAnswer } from '../captcha/captcha-answers';
import { normaliseReceiver } from '../codes/receiver';
import { ApiFailure } from '../http/api-failure';
import type { EndpointName, HandlerDeps, HandlerMap } from './handler-map';

/** Served only with PLATFORM_TEST_MODE=1; otherwise the paths do not exist (6004). */
export const TEST_ONLY_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>(['testLastCode', 'testCaptchaAnswer']);

/** What the e2e suite cannot learn from a real phone or eye: codes "sent" and captcha answers. */
export function testingHandlers({ db, outbox }: HandlerDeps) {
  return {
    testLastCode: async (input) => {
      const receiver = normaliseReceiver(input.receiver.includes('@') ? 1 : 0, input.receiver);
      const sent = receiver === null || outbox === null ? null : outbox.lastFor(receiver);
      if (sent === null) throw new ApiFailure(ResponseCode.NOT_FOUND);
      return { code: sent.code, type: sent.purpose, cate: sent.channel, sentAt: sent.sentAt.toISOString() };
    },

    testCaptchaAnswer: async (input) => {
      const answer = await findCaptchaAnswer(db, input.id);
      if (answer === null) throw new ApiFailure(ResponseCode.NOT_FOUND);
      return answer;
    },
  } satisfies Pick<HandlerMap, 'testLastCode' | 'testCaptchaAnswer'>;
}
