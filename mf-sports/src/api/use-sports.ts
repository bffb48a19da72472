import { useEffect, useMemo } from 'react';
import {
  ResponseCode,
  sportsMethods,
  venueResource,
  type RequestOf,
  type ResponseOf,
  type SportsMethod,
  type SportsRequest,
  type SportsResponse,
} from 'shared/contract';
import { i18n } from 'shared/i18n';
import { useEndpoint, type EndpointOptions, type EndpointState } from 'shared/query';
import { appStore } from 'shared/state';
import { venueReentryAtom } from '../lib/venue-reentry';
import { sportsEnvelope } from './sports-resource';

/**
 * A query of the local book through venue/resource, cached and polled by useEndpoint, its answer
 * checked against the method's schema: a malformed answer is the error state, never a crash.
 */
export function useSports<M extends SportsMethod>(
  method: M,
  request: SportsRequest<M>,
  options: EndpointOptions<SportsResponse<M>> = {},
): EndpointState<SportsResponse<M>> {
  const { poll, ...rest } = options;
  // The discriminated union cannot narrow on a generic M; the server checks the pairing again. The
  // envelope's stamp is left out of the cache key (venueResource.keyOf): one question, one entry.
  const payload = sportsEnvelope(method, request, Date.now()) as unknown as RequestOf<typeof venueResource>;
  const endpointOptions: EndpointOptions<ResponseOf<typeof venueResource>> = { ...rest };
  if (poll !== undefined) {
    endpointOptions.poll =
      typeof poll === 'function'
        ? (answer) => poll(answer === undefined ? undefined : parseAnswer(method, answer.data))
        : poll;
  }
  const state = useEndpoint(venueResource, payload, endpointOptions);
  const raw = state.data;
  const parsed = useMemo(() => (raw === undefined ? undefined : parseAnswer(method, raw.data)), [method, raw]);
  const { reload, refresh } = state;
  // 6302: the book as a whole asks the member to enter the venue again (SportsEntry).
  const reentry = state.status === 'error' && state.errorCode === ResponseCode.UID_VERIFICATION ? state.error : null;
  useEffect(() => {
    if (reentry !== null) appStore.set(venueReentryAtom, reentry);
  }, [reentry]);
  if (raw !== undefined && parsed === undefined) {
    return { status: 'error', data: undefined, error: i18n.t('shared:api.contract'), reload, refresh };
  }
  if (state.status === 'error') return { status: 'error', data: parsed, error: state.error, reload, refresh };
  if (state.status === 'loading' || parsed === undefined)
    return { status: 'loading', data: parsed, error: undefined, reload, refresh };
  return { status: 'success', data: parsed, error: undefined, reload, refresh };
}

function parseAnswer<M extends SportsMethod>(method: M, data: unknown): SportsResponse<M> | undefined {
  const parsed = sportsMethods[method].response.safeParse(data);
  if (parsed.success) return parsed.data as SportsResponse<M>;
  console.error(`[sports] ${method} answered outside the contract`, parsed.error.issues);
  return undefined;
}
