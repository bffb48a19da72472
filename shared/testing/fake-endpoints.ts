// Typed api fakes for component tests: each answer is checked against the contract's response type
// at compile time, so a contract change breaks the tests that fake it instead of drifting silently.
import { vi, type MockInstance } from 'vitest';
import { api } from '../src/api/instance';
import { endpoints, type EndpointName } from '../src/contract/registry';
import type { Endpoint, RequestOf, ResponseOf } from '../src/contract/endpoint';
import type { CallOptions } from '../src/api/client';

type EndpointOf<K extends EndpointName> = (typeof endpoints)[K];

/** An answer, or a function of the request (and its call options: the request id) that answers, throws or rejects. */
export type FakeAnswer<K extends EndpointName> =
  | ResponseOf<EndpointOf<K>>
  | ((input: RequestOf<EndpointOf<K>>, options?: CallOptions) => ResponseOf<EndpointOf<K>> | Promise<ResponseOf<EndpointOf<K>>>);

export type EndpointFakes = { [K in EndpointName]?: FakeAnswer<K> };

export type RequestSpy = MockInstance<(endpoint: Endpoint, input: unknown, options?: CallOptions) => Promise<unknown>>;

const nameOf = new Map<Endpoint, EndpointName>(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [endpoints[name] as Endpoint, name]),
);

/** Thrown for a call no fake answers: the test sees which path it forgot instead of a silent hang. */
export class UnfakedEndpoint extends Error {
  constructor(path: string) {
    super(`no fake answers ${path}`);
    this.name = 'UnfakedEndpoint';
  }
}

/**
 * Replaces api.request for this test with the given answers, by contract name. Returns the spy, so a
 * test can assert the calls (`expect(spy).toHaveBeenCalledWith(getBalance, {})`). Restore it with
 * vi.restoreAllMocks() in afterEach. A later call replaces the earlier fakes.
 */
export function fakeEndpoints(fakes: EndpointFakes): RequestSpy {
  const answer = async (endpoint: Endpoint, input: unknown, options?: CallOptions): Promise<unknown> => {
    const name = nameOf.get(endpoint);
    const fake: unknown = name === undefined ? undefined : fakes[name];
    if (fake === undefined) throw new UnfakedEndpoint(endpoint.path);
    return typeof fake === 'function' ? (fake as (input: unknown, options?: CallOptions) => unknown)(input, options) : structuredClone(fake);
  };
  const request = api.request as unknown as (endpoint: Endpoint, input: unknown, options?: CallOptions) => Promise<unknown>;
  const spy = vi.isMockFunction(request) ? (request as unknown as RequestSpy) : (vi.spyOn(api, 'request') as unknown as RequestSpy);
  spy.mockImplementation(answer);
  return spy;
}

/**
 * The next call to the named endpoint fails with `error`; calls to other endpoints, and later ones
 * to it, are answered by the fakes as before. For a test of a failure and its retry.
 */
export function failNextCall(spy: RequestSpy, name: EndpointName, error: Error): void {
  const endpoint = endpoints[name] as Endpoint;
  const answer = spy.getMockImplementation();
  let failed = false;
  spy.mockImplementation(async (called, input, options) => {
    if (!failed && called === endpoint) {
      failed = true;
      throw error;
    }
    if (!answer) throw new UnfakedEndpoint(called.path);
    return answer(called, input, options);
  });
}
