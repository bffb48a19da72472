import { testCaptchaAnswer, testFinishMatch, testLastCode, testSportsFeedRate, testSportsPrice } from './endpoints';
import { testConfirmDeposit, testExpireDeposit } from './deposits';
import { testAdvanceClock } from './clock';
import { testChatOutage } from './chat';

/**
 * Every test-only endpoint by name: the registry a server in test mode (PLATFORM_TEST_MODE=1) mounts
 * beside the production one (shared/contract `endpoints`). Names and paths never overlap with it.
 */
export const testEndpoints = {
  testLastCode,
  testCaptchaAnswer,
  testSportsFeedRate,
  testSportsPrice,
  testFinishMatch,
  testConfirmDeposit,
  testExpireDeposit,
  testAdvanceClock,
  testChatOutage,
} as const;

export type TestEndpointName = keyof typeof testEndpoints;
