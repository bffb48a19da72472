import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'shared/router';
import { readCatalogueParams, writeCatalogueParams, type CatalogueParams } from './catalogue-params';

export type UpdateCatalogueParams = (change: Partial<CatalogueParams>, options?: { replace?: boolean }) => void;

/**
 * The catalogue's state in the address. Tabs, filters and pages push a history entry (back returns
 * to them); `replace` is for changes that are not a step of their own (each search, a tab chosen
 * for the visitor on arrival). A change to what is already shown (the current tab pressed again)
 * adds no entry.
 */
export function useCatalogueParams(): [CatalogueParams, UpdateCatalogueParams] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readCatalogueParams(search), [search]);
  // The address last asked for, until the page renders an address: a change made before that render
  // (the search box's timer firing just after a filter press) builds on it instead of undoing it.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [search]);
  const update = useCallback<UpdateCatalogueParams>(
    (change, { replace = false } = {}) => {
      const base = asked.current ?? search;
      const next = writeCatalogueParams(base, { ...readCatalogueParams(base), ...change });
      if (next.toString() === base.toString()) return;
      asked.current = next;
      setSearch(next, { replace });
    },
    [search, setSearch],
  );
  return [params, update];
}
