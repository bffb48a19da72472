import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import { api } from '../api/instance';

const ApiClientContext = createContext<ApiClient>(api);

/**
 * The api client the query hooks below it call: the player site's one client unless an app gives
 * its own (the operator console talks to the console API with a bearer token).
 */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
