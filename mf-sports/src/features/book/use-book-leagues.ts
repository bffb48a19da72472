import { useEffect } from 'react';
import type { SportsResponse } from 'shared/contract';
import { useAsync, type AsyncState } from 'shared/ui';
import { callSports } from '../../api/sports-resource';
import { requestSport, type BookFilter } from './book-filter';
import { BOARD_REFRESH_MS } from './use-book-board';

/** The leagues (and, in the early market, the days) of the chosen market and sport; a stale answer is ignored. */
export function useBookLeagues(filter: BookFilter): AsyncState<SportsResponse<'leagues'>> & { reload: () => void } {
  const { market, date } = filter;
  const sport = requestSport(filter);
  const leagues = useAsync(() => callSports('leagues', { market, sport, date: market === 'FU' ? date : null }), [market, sport, date]);
  const { reload } = leagues;
  useEffect(() => {
    const timer = setInterval(reload, BOARD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return leagues;
}
