import { gameList, type GameCatalogueCategory, type GameListFilter } from 'shared/contract';
import { useEndpoint } from 'shared/query';

/** 30 games a page: five rows of six on a wide screen. */
export const GAMES_PAGE_SIZE = 30;

export interface GamePageQuery {
  category: GameCatalogueCategory;
  enName: string;
  keyword: string;
  filter: GameListFilter;
  page: number;
}

/**
 * One page of the catalogue (the cache empties when the member changes, since the answer marks that
 * member's favourites). `current` says the data answers the query as it is now: while another query
 * loads (back, forward, a new page) the previous answer stays shown.
 */
export function useGamePage({ category, enName, keyword, filter, page }: GamePageQuery) {
  const state = useEndpoint(gameList, { category, enName, keyword, filter, pageNum: page, pageSize: GAMES_PAGE_SIZE });
  return { ...state, current: state.status === 'success' };
}
