// Typed fakes of the console API for the console app's tests: answers checked against the console
// contract, by name in its registry.
import type { ApiClient } from '../src/api/client';
import { consoleEndpoints, type ConsoleEndpointName } from '../src/contract/console/index';
import { endpointFaker, type FakeAnswerTo, type RequestSpy } from './fake-endpoints';

export type ConsoleEndpointFakes = { [K in ConsoleEndpointName]?: FakeAnswerTo<(typeof consoleEndpoints)[K]> };

/**
 * Replaces `client.request` (the console's api client) with answers by console endpoint name and
 * returns the spy; unfaked calls reject naming their path. Restore with vi.restoreAllMocks().
 */
export function fakeConsoleEndpoints(client: ApiClient, fakes: ConsoleEndpointFakes): RequestSpy {
  return endpointFaker(client, consoleEndpoints)(fakes);
}
