import { useCallback } from 'react';
import { useSearchParams } from 'shared/router';
import { SPORTS_VENUE, venueFromParam } from './record-venue';

/**
 * The venue whose records are shown, kept in the address (?venue=PG) so a reload, the tab bar or a
 * shared link opens the same venue. The sports book is the default and leaves the address clean.
 */
export function useRecordVenue(): [string, (venue: string) => void] {
  const [params, setParams] = useSearchParams();
  const venue = venueFromParam(params.get('venue'));
  const setVenue = useCallback(
    (next: string) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === SPORTS_VENUE) updated.delete('venue');
          else updated.set('venue', next);
          return updated;
        },
        // Switching venues is a filter, not a page: Back leaves the records instead of undoing it.
        { replace: true },
      );
    },
    [setParams],
  );
  return [venue, setVenue];
}
