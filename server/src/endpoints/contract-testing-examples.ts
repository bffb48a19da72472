import { graphicCaptcha, sendCode } from 'shared/contract';
import type { testEndpoints } from 'shared/contract/testing';
import { solveGraphic } from '../testing/captcha-solver';
import { sendCodeBody } from '../testing/send-code-body';
import type { TestApp } from '../testing/test-app';
import type { contractWalkHelpers } from './contract-walk-helpers';
import type { Examples } from './contract-walk';

/** The same for the test-only registry (shared/contract/testing), which this test-mode app mounts. */
export function testingExamples(
  app: () => TestApp,
  h: ReturnType<typeof contractWalkHelpers>,
): Examples<typeof testEndpoints> {
  return {
    testLastCode: async () => {
      await app().ok(
        sendCode,
        sendCodeBody({
          receiver: '13711112222',
          name: 'sleepy01',
          captcha: await solveGraphic(app()),
          type: 3,
          cate: 2,
        }),
      );
      return { receiver: '13711112222' };
    },
    testCaptchaAnswer: async () => ({ id: (await app().ok(graphicCaptcha, {})).codeId }),
    testSportsFeedRate: async () => ({ rate: 20 }),
    testSportsPrice: async () => {
      const match = await h.earlyMatch();
      const market = match.markets[0];
      return { gameId: match.gameId, w: market?.w ?? 'R', r: market?.prices[0]?.r ?? 'H', odds: 1.95 };
    },
    testFinishMatch: async () => ({ gameId: (await h.earlyMatch()).gameId, home: 2, away: 1 }),
    testConfirmDeposit: async () => ({ orderNo: await h.depositOrderNo('online-quick') }),
    testExpireDeposit: async () => ({ orderNo: await h.depositOrderNo('online-quick') }),
    testAdvanceClock: async () => ({ ms: 1000 }),
    testChatOutage: async () => ({ ms: 0 }),
  };
}
