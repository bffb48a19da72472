import { api } from 'shared/api';
import { getVenueInfoByCategory, type Venue, type VenueCategory } from 'shared/contract';
import { useAsync } from 'shared/ui';
import { CASINO_CATEGORIES } from './record-venue';

export interface VenueGroup {
  category: VenueCategory;
  venues: Venue[];
}

export interface RecordVenues {
  groups: VenueGroup[];
  /** Some categories did not load: the selector offers a retry. */
  incomplete: boolean;
}

/**
 * The casino venues by category, for the records' venue selector; loaded once per visit. A category
 * that fails to load leaves the others usable; only when every one fails is it an error.
 */
export function useRecordVenues() {
  return useAsync(async (): Promise<RecordVenues> => {
    const answers = await Promise.allSettled(CASINO_CATEGORIES.map((category) => api.request(getVenueInfoByCategory, { category })));
    const failure = answers.find((answer) => answer.status === 'rejected');
    if (failure && answers.every((answer) => answer.status === 'rejected')) throw failure.reason;
    const groups = answers.flatMap((answer, i): VenueGroup[] => {
      const category = CASINO_CATEGORIES[i];
      if (answer.status === 'rejected' || category === undefined || answer.value.list.length === 0) return [];
      return [{ category, venues: [...answer.value.list].sort((a, b) => a.sort - b.sort) }];
    });
    return { groups, incomplete: failure !== undefined };
  }, []);
}
