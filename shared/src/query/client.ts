import { QueryClient } from '@tanstack/react-query';
import { bus } from '../bus/instance';
import { sessionAtom } from '../state/session-atom';
import { appStore } from '../state/store';
import { MONEY } from './keys';

function createClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Figures refetch on mount, focus and reconnect; polls pause in hidden tabs (react-query's default).
        staleTime: 0,
        refetchIntervalInBackground: false,
        // The page shows the failure with a retry button, as before: no silent retries behind a spinner.
        retry: false,
      },
      // A money call is never paused offline and replayed: its outcome is the caller's to show.
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

let client: QueryClient | null = null;

/**
 * The page's one query client, made on first use: `shared/query` is a federation singleton, so the
 * host's lazy pages and every remote share it, and the host's first page never loads the library.
 * First use also starts what a QueryClientProvider would (focus and online listeners) and the two
 * rules of the cache: 'balance:refresh' makes every money figure stale (the mounted ones refetch),
 * and a new session empties it, so a member never sees the last one's figures.
 */
export function queryClient(): QueryClient {
  if (client) return client;
  const made = createClient();
  client = made;
  made.mount();
  bus.on('balance:refresh', () => void made.invalidateQueries({ queryKey: [MONEY] }));
  let token = appStore.get(sessionAtom)?.token ?? null;
  appStore.sub(sessionAtom, () => {
    const next = appStore.get(sessionAtom)?.token ?? null;
    if (next === token) return;
    token = next;
    made.clear();
  });
  return made;
}

/** Emits the site's one "money changed" signal: every money figure refetches, the header balance too. */
export function invalidateMoneyFigures(): void {
  bus.emit('balance:refresh');
}

/** Drops every cached answer: an app with its own session (the operator console) calls it when the session changes. */
export function clearQueryCache(): void {
  queryClient().clear();
}
