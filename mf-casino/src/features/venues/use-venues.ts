import { useMemo } from 'react';
import { getVenueInfoByCategory, type Venue, type VenueCategory } from 'shared/contract';
import { useEndpoint, type EndpointState } from 'shared/query';

function bySort(list: readonly Venue[]): Venue[] {
  return [...list].sort((a, b) => a.sort - b.sort);
}

/** The venues of a category, in the server's order (by `sort`). */
export function useVenues(category: VenueCategory): EndpointState<Venue[]> {
  const state = useEndpoint(getVenueInfoByCategory, { category });
  const list = state.data?.list;
  const sorted = useMemo(() => (list ? bySort(list) : undefined), [list]);
  if (state.status === 'success') return { ...state, data: sorted ?? bySort(state.data.list) };
  return { ...state, data: sorted };
}
