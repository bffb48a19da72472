import { endpoints } from 'shared/contract';
import { registerEndpoint, type ApiRouter } from '../http/api-router';
import { advertisingHandlers } from './advertising';
import { captchaHandlers } from './captcha';
import { codeHandlers } from './codes';
import { configurationHandlers } from './configuration';
import { contentHandlers } from './content';
import { fundsHandlers } from './funds';
import { gamesHandlers } from './games';
import type { EndpointName, HandlerDeps, HandlerMap } from './handler-map';
import { launchHandlers } from './launch';
import { letterHandlers } from './letter';
import { recoveryHandlers } from './recovery';
import { sportsHandlers } from './sports';
import { TEST_ONLY_ENDPOINTS, testingHandlers } from './testing';
import { userHandlers } from './user';

export function createHandlers(deps: HandlerDeps): HandlerMap {
  return {
    ...configurationHandlers(deps),
    ...advertisingHandlers(deps),
    ...userHandlers(deps),
    ...fundsHandlers(deps),
    ...gamesHandlers(deps),
    ...launchHandlers(deps),
    ...contentHandlers(deps),
    ...letterHandlers(deps),
    ...captchaHandlers(deps),
    ...codeHandlers(deps),
    ...recoveryHandlers(deps),
    ...sportsHandlers(deps),
    ...testingHandlers(deps),
  };
}

/**
 * Serves every endpoint of the contract registry; the test-only ones only in test mode, so outside
 * it their paths answer 6004 like any unknown path, plain or obfuscated.
 */
export function registerAllEndpoints(router: ApiRouter, handlers: HandlerMap, options: { testMode: boolean }): void {
  const register = <K extends EndpointName>(name: K): void => registerEndpoint(router, endpoints[name], handlers[name]);
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    if (options.testMode || !TEST_ONLY_ENDPOINTS.has(name)) register(name);
  }
}
