// Typed fakes of the local book's venue/resource methods for component tests, on top of
// fakeEndpoints: each answer is checked against the method's response type at compile time.
import { venueResource, type SportsMethod, type SportsRequest, type SportsResponse } from 'shared/contract';
import { fakeEndpoints, UnfakedEndpoint, type EndpointFakes, type RequestSpy } from 'shared/testing/fake-endpoints';

/** An answer, or a function of the method's request that answers (or throws, e.g. an ApiError). */
export type SportsFake<M extends SportsMethod> =
  SportsResponse<M> | ((request: SportsRequest<M>) => SportsResponse<M> | Promise<SportsResponse<M>>);
export type SportsFakes = { [M in SportsMethod]?: SportsFake<M> };

/**
 * Replaces api.request with answers by sports method (and any other endpoints by contract name).
 * A method without a fake rejects naming it. Returns the spy; restore with vi.restoreAllMocks().
 */
export function fakeSports(sports: SportsFakes, others: EndpointFakes = {}): RequestSpy {
  return fakeEndpoints({
    ...others,
    venueResource: async (input) => {
      if (!('Request' in input) || !(input.method in sports))
        throw new UnfakedEndpoint(`${venueResource.path} ${input.method}`);
      const method = input.method as SportsMethod;
      const fake = sports[method] as SportsFake<SportsMethod>;
      const request = input.Request as SportsRequest<SportsMethod>;
      const data = typeof fake === 'function' ? await fake(request) : structuredClone(fake);
      return { method, data };
    },
  });
}

/** The requests (without the envelope) and call options the spy saw for one method, in order. */
export function sportsCalls<M extends SportsMethod>(
  spy: RequestSpy,
  method: M,
): { request: SportsRequest<M>; requestId: string | undefined }[] {
  return spy.mock.calls.flatMap((call) => {
    const [endpoint, input] = call;
    const options = (call as unknown[])[2] as { requestId?: string } | undefined;
    if (endpoint !== venueResource) return [];
    const envelope = input as { method: string; Request: SportsRequest<M> };
    return envelope.method === method ? [{ request: envelope.Request, requestId: options?.requestId }] : [];
  });
}
