import { endpoints, type Endpoint } from 'shared/contract';
import { testEndpoints } from 'shared/contract/testing';
import type { Handler } from '../http/context';
import { registerEndpoint, type ApiRouter } from '../http/api-router';
import { advertisingHandlers } from './advertising';
import { captchaHandlers } from './captcha';
import { chatHandlers } from './chat';
import { chatTestHandlers } from './chat-testing';
import { codeHandlers } from './codes';
import { configurationHandlers } from './configuration';
import { contentHandlers } from './content';
import { fundsHandlers } from './funds';
import { gamesHandlers } from './games';
import { catalogueHandlers } from './game-catalogue';
import { agentHandlers } from './agent';
import { profileHandlers } from './profile';
import { memberSecretHandlers } from './member-secrets';
import { letterHandlers } from './letters';
import { feedbackHandlers } from './feedback';
import { promotionHandlers } from './promotions';
import { vipHandlers } from './vip';
import { protectionHandlers } from './protection';
import { clockTestHandlers } from './clock-testing';
import type { HandlerDeps, HandlerMap } from './handler-map';
import { launchHandlers } from './launch';
import { recoveryHandlers } from './recovery';
import { sportsHandlers } from './sports';
import { cashOutHandlers } from './cashout';
import { testingHandlers } from './testing';
import { depositHandlers } from './deposits';
import { depositTestHandlers } from './deposits-testing';
import { transferHandlers } from './transfers';
import { userHandlers } from './user';
import { withdrawalHandlers } from './withdrawals';
import { siteStatusHandlers } from './site-status';

/** The handlers of the production contract (shared/contract `endpoints`). */
export function createHandlers(deps: HandlerDeps): HandlerMap {
  return {
    ...configurationHandlers(deps),
    ...advertisingHandlers(deps),
    ...userHandlers(deps),
    ...fundsHandlers(deps),
    ...depositHandlers(deps),
    ...gamesHandlers(deps),
    ...catalogueHandlers(deps),
    ...agentHandlers(deps),
    ...profileHandlers(deps),
    ...memberSecretHandlers(deps),
    ...feedbackHandlers(deps),
    ...promotionHandlers(deps),
    ...vipHandlers(deps),
    ...launchHandlers(deps),
    ...contentHandlers(deps),
    ...letterHandlers(deps),
    ...captchaHandlers(deps),
    ...codeHandlers(deps),
    ...recoveryHandlers(deps),
    ...sportsHandlers(deps),
    ...cashOutHandlers(deps),
    ...withdrawalHandlers(deps),
    ...transferHandlers(deps),
    ...chatHandlers(deps),
    ...protectionHandlers(deps),
    ...siteStatusHandlers(deps),
  };
}

/** Serves every endpoint of a registry with its handler of the same name. */
export function registerRegistry<R extends { [K in keyof R]: Endpoint }>(
  router: ApiRouter,
  registry: R,
  handlers: { [K in keyof R]: Handler<R[K]> },
): void {
  const register = <K extends keyof R>(name: K): void => registerEndpoint(router, registry[name], handlers[name]);
  for (const name of Object.keys(registry) as (keyof R & string)[]) register(name);
}

/**
 * Serves the production registry and, only in test mode (PLATFORM_TEST_MODE=1), the test-only one
 * (shared/contract/testing). Outside test mode those paths are never routed, so they answer 6004 like
 * any unknown path, plain or obfuscated.
 */
export function registerAllEndpoints(router: ApiRouter, deps: HandlerDeps, options: { testMode: boolean }): void {
  registerRegistry(router, endpoints, createHandlers(deps));
  if (options.testMode)
    registerRegistry(router, testEndpoints, {
      ...testingHandlers(deps),
      ...depositTestHandlers(deps),
      ...clockTestHandlers(deps),
      ...chatTestHandlers(deps),
    });
}
