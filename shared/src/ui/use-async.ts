import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { errorMessage } from '../api/errors';
import { i18n } from '../i18n/instance';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: string };

/**
 * Loads data for a component: loading, success and error states, a reload, and no state update
 * after unmount or from a stale load. Errors become Chinese messages. `refresh` reloads quietly
 * (for polling): what is shown stays as it is until new data arrives, and a failed refresh keeps it.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> & { reload: () => void; refresh: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: undefined, error: undefined });
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(() => {
    const mine = (generation.current += 1);
    setState((prev) => ({ status: 'loading', data: prev.data, error: undefined }));
    loadRef.current().then(
      (data) => {
        if (generation.current === mine) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (generation.current === mine) {
          setState((prev) => ({ status: 'error', data: prev.data, error: errorMessage(error, i18n.t('shared:common.loadFailed')) }));
        }
      },
    );
  }, []);

  const refresh = useCallback(() => {
    const mine = (generation.current += 1);
    loadRef.current().then(
      (data) => {
        if (generation.current === mine) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => console.warn('[useAsync] a background refresh failed; the last data stays', error),
    );
  }, []);

  useEffect(() => {
    run();
    return () => {
      generation.current += 1;
    };
    // The caller's deps decide when to reload; `run` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return { ...state, reload: run, refresh };
}
