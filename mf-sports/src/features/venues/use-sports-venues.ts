import { api } from 'shared/api';
import { getVenueInfoByCategory, type Venue } from 'shared/contract';
import { useAsync } from 'shared/ui';

/** The sports venues (category TY) in the server's display order. */
export function useSportsVenues() {
  return useAsync(async (): Promise<Venue[]> => {
    const { list } = await api.request(getVenueInfoByCategory, { category: 'TY' });
    return [...list].sort((a, b) => a.sort - b.sort);
  }, []);
}
