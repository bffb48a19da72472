import { useMemo } from 'react';
import { getVenueInfoByCategory, type Venue } from 'shared/contract';
import { useEndpoint, type EndpointState } from 'shared/query';

/** The sports venues (category TY) in the server's display order. */
export function useSportsVenues(): EndpointState<Venue[]> {
  const answer = useEndpoint(getVenueInfoByCategory, { category: 'TY' });
  const data = answer.data;
  const sorted = useMemo(
    () => (data === undefined ? undefined : [...data.list].sort((a, b) => a.sort - b.sort)),
    [data],
  );
  return { ...answer, data: sorted } as EndpointState<Venue[]>;
}
