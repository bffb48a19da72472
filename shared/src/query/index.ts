// Server state: data loaded from the API, cached by endpoint and input. The only place that
// imports @tanstack/react-query; pages use these hooks. Not imported by shared/ui: the host's first
// page loads shared/ui, and this library must load only with the pages that use it.
export { useEndpoint } from './use-endpoint';
export type { EndpointOptions, EndpointState } from './use-endpoint';
export { useMoneyMutation } from './use-money-mutation';
export { useEndpointMutation, invalidateEndpoints } from './use-endpoint-mutation';
export type { EndpointMutation } from './use-endpoint-mutation';
export { fetchEndpoint } from './fetch-endpoint';
export { primeEndpoint } from './prime-endpoint';
export type { FetchEndpointOptions } from './fetch-endpoint';
export { sendEndpoint } from './send-endpoint';
export type { SendEndpointOptions } from './send-endpoint';
export { invalidateMoneyFigures, clearQueryCache } from './client';
export { watchEndpointFetches } from './watch-endpoint-fetches';
export type { EndpointFetchEvent } from './watch-endpoint-fetches';
export { endpointKey, MONEY, DATA } from './keys';
export type { EndpointKey, QueryGroup } from './keys';
export { ApiClientProvider, useApiClient } from './api-client-context';
