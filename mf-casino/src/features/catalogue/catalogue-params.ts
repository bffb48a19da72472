import { gameListFilterSchema, type GameListFilter } from 'shared/contract';

/** What the catalogue shows, kept in the address so back/forward and the tab bar restore it. */
export interface CatalogueParams {
  /** The vendor's code; empty for every vendor (the 全部 tab). */
  vendor: string;
  filter: GameListFilter;
  /** Counts from 1. */
  page: number;
  keyword: string;
}

/** gameList takes at most 30 characters of keyword. */
export const KEYWORD_MAX = 30;

const defaults: CatalogueParams = { vendor: '', filter: 'all', page: 1, keyword: '' };

/** Reads the params from an address, falling back to the defaults for anything missing or hand-edited wrong. */
export function readCatalogueParams(search: URLSearchParams): CatalogueParams {
  const filter = gameListFilterSchema.safeParse(search.get('filter'));
  const page = Number(search.get('page'));
  return {
    vendor: (search.get('vendor') ?? '').slice(0, 20),
    filter: filter.success ? filter.data : defaults.filter,
    page: Number.isInteger(page) && page >= 1 ? page : defaults.page,
    keyword: (search.get('q') ?? '').trim().slice(0, KEYWORD_MAX),
  };
}

/**
 * Writes the params onto a copy of the address's search params; defaults are left out so the
 * plain page keeps a plain address, and params the catalogue does not own are kept.
 */
export function writeCatalogueParams(search: URLSearchParams, params: CatalogueParams): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  set('vendor', params.vendor, defaults.vendor);
  set('filter', params.filter, defaults.filter);
  set('page', String(params.page), String(defaults.page));
  set('q', params.keyword, defaults.keyword);
  return next;
}
