import type { SportsResponse } from 'shared/contract';
import type { EndpointState } from 'shared/query';
import { useSports } from '../../../api/use-sports';
import { requestSport, type BookFilter } from '../book-filter';
import { BOARD_REFRESH_MS } from '../board/use-book-board';

/** The leagues (and, in the early market, the days) of the chosen market and sport, asked again with the board. */
export function useBookLeagues(filter: BookFilter): EndpointState<SportsResponse<'leagues'>> {
  const { market, date } = filter;
  const sport = requestSport(filter);
  return useSports('leagues', { market, sport, date: market === 'FU' ? date : null }, { poll: BOARD_REFRESH_MS });
}
