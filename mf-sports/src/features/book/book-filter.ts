import type { SportMarket, SportType } from 'shared/contract';

/** What the book shows: market tab, sport tab, chosen leagues (none = all) and the early market's day. */
export interface BookFilter {
  market: SportMarket;
  sport: SportType;
  leagueIds: readonly number[];
  date: string | null;
}

export type BookAction =
  | { type: 'market'; market: SportMarket }
  | { type: 'sport'; sport: SportType }
  | { type: 'leagues'; leagueIds: readonly number[] }
  | { type: 'toggleLeague'; leagueId: number }
  | { type: 'date'; date: string | null };

export const INITIAL_BOOK_FILTER: BookFilter = { market: 'FT', sport: 'ALL', leagueIds: [], date: null };

export type ChampionMarket = Extract<SportMarket, 'FSFT' | 'FSFU'>;
export type MatchMarket = Exclude<SportMarket, ChampionMarket>;

export function isChampionMarket(market: SportMarket): market is ChampionMarket {
  return market === 'FSFT' || market === 'FSFU';
}

/**
 * The book's selection rules. Leagues belong to a market, sport and day, so changing any of those
 * clears the league choice. SPEC §4: switching to in-play resets the date and the sport to football.
 * The FS (outright) sport tab is the champion market: picking it from a match market opens the
 * champion list of the same horizon (today or early), and leaving the champion market drops it.
 */
export function bookFilterReducer(state: BookFilter, action: BookAction): BookFilter {
  switch (action.type) {
    case 'market': {
      if (action.market === state.market) return state;
      if (action.market === 'RB') return { market: 'RB', sport: 'FT', leagueIds: [], date: null };
      const sport = !isChampionMarket(action.market) && state.sport === 'FS' ? 'ALL' : state.sport;
      return { market: action.market, sport, leagueIds: [], date: null };
    }
    case 'sport': {
      if (action.sport === state.sport) return state;
      if (action.sport === 'FS' && !isChampionMarket(state.market)) {
        return { market: state.market === 'FU' ? 'FSFU' : 'FSFT', sport: 'FS', leagueIds: [], date: null };
      }
      return { ...state, sport: action.sport, leagueIds: [] };
    }
    case 'leagues':
      return { ...state, leagueIds: [...new Set(action.leagueIds)].filter((id) => id !== 0) };
    case 'toggleLeague': {
      const chosen = state.leagueIds.includes(action.leagueId);
      return {
        ...state,
        leagueIds: chosen
          ? state.leagueIds.filter((id) => id !== action.leagueId)
          : [...state.leagueIds, action.leagueId],
      };
    }
    case 'date':
      // Only the early market has days to choose from.
      if (state.market !== 'FU' || action.date === state.date) return state;
      return { ...state, date: action.date, leagueIds: [] };
  }
}

/** The sport a request asks for: the FS tab is the champion market itself, so it asks for every sport's outrights. */
export function requestSport(filter: Pick<BookFilter, 'sport'>): Exclude<SportType, 'FS'> {
  return filter.sport === 'FS' ? 'ALL' : filter.sport;
}
