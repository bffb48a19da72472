import { api } from 'shared/api';
import { getVenueInfoByCategory, type VenueCategory } from 'shared/contract';
import { useAsync } from 'shared/ui';

/** The venues of a category, in the server's order. */
export function useVenues(category: VenueCategory) {
  return useAsync(async () => {
    const { list } = await api.request(getVenueInfoByCategory, { category });
    return [...list].sort((a, b) => a.sort - b.sort);
  }, [category]);
}
