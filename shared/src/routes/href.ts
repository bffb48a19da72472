import { hrefFor, type RouteName, type RouteParams } from './paths';

/** Query values as a navigation helper accepts them; undefined drops the key. */
export type QueryInput = Record<string, string | number | undefined>;

/** The query string of a navigation ('' when empty), keys in the order given. */
export function queryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A named screen's full address: its path with params filled in, then the query. */
export function locationFor<N extends RouteName>(
  name: N,
  params: RouteParams<N> | undefined,
  query?: QueryInput,
): string {
  // hrefFor's rest tuple is keyed on the pattern; here the params are already typed by N.
  const path = (hrefFor as (name: RouteName, params?: object) => string)(name, params ?? {});
  return path + queryString(query);
}
