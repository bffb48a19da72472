// Typed api fakes for component tests: each answer is checked against the contract's response type
// at compile time, so a contract change breaks the tests that fake it instead of drifting silently.
import { vi, type MockInstance } from 'vitest';
import { api } from '../src/api/instance';
import { endpoints, type EndpointName } from '../src/contract/registry';
import type { Endpoint, RequestOf, ResponseOf } from '../src/contract/endpoint';
import type { ApiClient, CallOptions } from '../src/api/client';

/** An answer to one endpoint, or a function of the request (and its call options) that answers, throws or rejects. */
export type FakeAnswerTo<E extends Endpoint> =
  ResponseOf<E> | ((input: RequestOf<E>, options?: CallOptions) => ResponseOf<E> | Promise<ResponseOf<E>>);

type EndpointOf<K extends EndpointName> = (typeof endpoints)[K];

/** An answer, or a function of the request (and its call options: the request id) that answers, throws or rejects. */
export type FakeAnswer<K extends EndpointName> = FakeAnswerTo<EndpointOf<K>>;

export type EndpointFakes = { [K in EndpointName]?: FakeAnswer<K> };

export type RequestSpy = MockInstance<(endpoint: Endpoint, input: unknown, options?: CallOptions) => Promise<unknown>>;

/** Thrown for a call no fake answers: the test sees which path it forgot instead of a silent hang. */
export class UnfakedEndpoint extends Error {
  constructor(path: string) {
    super(`no fake answers ${path}`);
    this.name = 'UnfakedEndpoint';
  }
}

/**
 * A fakeEndpoints for one api client and one registry of endpoints (the player API's, the console
 * API's): replaces `client.request` with answers by registry name and returns the spy.
 */
export function endpointFaker<R extends Record<string, Endpoint>>(client: ApiClient, registry: R) {
  const nameOf = new Map<Endpoint, keyof R>(
    (Object.keys(registry) as (keyof R)[]).map((name) => [registry[name] as Endpoint, name]),
  );
  return (fakes: { [K in keyof R]?: FakeAnswerTo<R[K]> }): RequestSpy => {
    const answer = async (endpoint: Endpoint, input: unknown, options?: CallOptions): Promise<unknown> => {
      const name = nameOf.get(endpoint);
      const fake: unknown = name === undefined ? undefined : fakes[name];
      if (fake === undefined) throw new UnfakedEndpoint(endpoint.path);
      return typeof fake === 'function'
        ? (fake as (input: unknown, options?: CallOptions) => unknown)(input, options)
        : structuredClone(fake);
    };
    const request = client.request as unknown as (
      endpoint: Endpoint,
      input: unknown,
      options?: CallOptions,
    ) => Promise<unknown>;
    const spy = vi.isMockFunction(request)
      ? (request as unknown as RequestSpy)
      : (vi.spyOn(client, 'request') as unknown as RequestSpy);
    spy.mockImplementation(answer);
    return spy;
  };
}

/**
 * Replaces api.request for this test with the given answers, by contract name. Returns the spy, so a
 * test can assert the calls (`expect(spy).toHaveBeenCalledWith(getBalance, {})`). Restore it with
 * vi.restoreAllMocks() in afterEach. A later call replaces the earlier fakes.
 */
export const fakeEndpoints: (fakes: EndpointFakes) => RequestSpy = endpointFaker(api, endpoints);

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
