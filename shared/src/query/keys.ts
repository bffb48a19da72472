import type { Endpoint, RequestOf } from '../contract/endpoint';

/** Figures a money call changes (balances, locked money, orders, records): 'balance:refresh' refetches them all. */
export const MONEY = 'money';
/** Everything else: catalogues, settings, lists no money call touches. */
export const DATA = 'data';
export type QueryGroup = typeof MONEY | typeof DATA;

export type EndpointKey = readonly [QueryGroup, string, unknown];

/**
 * ['money' | 'data', endpoint path, input]: the input as the endpoint's request schema reads it, so
 * inputs that mean the same call (defaults applied, fields in another order) share one entry. An
 * input the schema refuses is kept as given: the call itself then reports the problem. Fields that
 * change with every send are left out where the endpoint says so (`keyOf`).
 */
export function endpointKey<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  group: QueryGroup = DATA,
): EndpointKey {
  const parsed = endpoint.request.safeParse(input ?? {});
  if (!parsed.success) return [group, endpoint.path, input];
  return [group, endpoint.path, endpoint.keyOf ? endpoint.keyOf(parsed.data) : parsed.data];
}
