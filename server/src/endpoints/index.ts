import { endpoints } from 'shared/contract';
import { registerEndpoint, type ApiRouter } from '../http/api-router';
import { advertisingHandlers } from './advertising';
import { configurationHandlers } from './configuration';
import { fundsHandlers } from './funds';
import { gamesHandlers } from './games';
import type { EndpointName, HandlerDeps, HandlerMap } from './handler-map';
import { letterHandlers } from './letter';
import { userHandlers } from './user';

export function createHandlers(deps: HandlerDeps): HandlerMap {
  return {
    ...configurationHandlers(deps),
    ...advertisingHandlers(deps),
    ...userHandlers(deps),
    ...fundsHandlers(deps),
    ...gamesHandlers(deps),
    ...letterHandlers(deps),
  };
}

/** Serves every endpoint of the contract registry. */
export function registerAllEndpoints(router: ApiRouter, handlers: HandlerMap): void {
  const register = <K extends EndpointName>(name: K): void => registerEndpoint(router, endpoints[name], handlers[name]);
  for (const name of Object.keys(endpoints) as EndpointName[]) register(name);
}
