import { api } from 'shared/api';
import { gameList, type GameCatalogueCategory, type GameListFilter } from 'shared/contract';
import { useAsync } from 'shared/ui';

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
 * One page of the catalogue. `memberId` reloads the page when the member changes, since the
 * answer marks that member's favourites. `current` says the data answers the query as it is now:
 * for one render after the address changes (back, forward) the previous answer is still there.
 */
export function useGamePage(query: GamePageQuery, memberId: string | null) {
  const { category, enName, keyword, filter, page } = query;
  const key = JSON.stringify([category, enName, keyword, filter, page, memberId]);
  const state = useAsync(async () => {
    const answer = await api.request(gameList, { category, enName, keyword, filter, pageNum: page, pageSize: GAMES_PAGE_SIZE });
    return { ...answer, key };
  }, [key]);
  return { ...state, current: state.status === 'success' && state.data.key === key };
}
