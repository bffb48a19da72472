import { useCallback, useMemo } from 'react';
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
  const update = useCallback<UpdateCatalogueParams>(
    (change, { replace = false } = {}) => {
      const next = writeCatalogueParams(search, { ...readCatalogueParams(search), ...change });
      if (next.toString() !== search.toString()) setSearch(next, { replace });
    },
    [search, setSearch],
  );
  return [params, update];
}
