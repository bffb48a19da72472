import type { ReactNode } from 'react';
import type { AsyncState } from './async-state';
import { EmptyState, ErrorState } from './StatePanel';
import { Spinner } from './Spinner';

export interface AsyncViewProps<T> {
  /** useEndpoint's answer. */
  state: AsyncState<T> & { reload: () => void };
  children: (data: T) => ReactNode;
  /** When the data counts as nothing to show (an empty list): `empty` is drawn instead. */
  isEmpty?: (data: T) => boolean;
  /** What shows for empty data: 暂无数据 unless told otherwise. */
  empty?: ReactNode;
  /** What shows before the first answer: a spinner unless told otherwise. */
  loading?: ReactNode;
}

/**
 * The four states of loaded data drawn one way everywhere: loading (before the first answer),
 * the error with a retry, empty, and the data. Data already shown stays while a new input loads.
 */
export function AsyncView<T>({ state, children, isEmpty, empty, loading }: AsyncViewProps<T>) {
  if (state.status === 'error') return <ErrorState message={state.error} onRetry={state.reload} />;
  if (state.data === undefined) return <>{loading ?? <Spinner />}</>;
  if (isEmpty?.(state.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(state.data)}</>;
}
