import { useSyncExternalStore } from 'react';

/**
 * Loads the top progress bar waits for: a route change or a remote chunk. Each start returns its
 * own finish, so overlapping loads keep the bar up until the last one ends and a finish called
 * twice does not end someone else's load.
 */
export function createProgressStore() {
  let pending = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    start(): () => void {
      pending += 1;
      notify();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        pending -= 1;
        notify();
      };
    },
    isBusy: (): boolean => pending > 0,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;

/** The page's one store: RemoteArea's Suspense fallback and the shell's route changes feed it. */
export const progress = createProgressStore();

export function useProgressBusy(store: ProgressStore = progress): boolean {
  return useSyncExternalStore(store.subscribe, store.isBusy, store.isBusy);
}
