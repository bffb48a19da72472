import { useTranslation } from 'shared/i18n';
import type { Game, GameListFilter } from 'shared/contract';
import styled from 'styled-components';
import { AsyncView, CardGrid, EmptyState, Pager } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import type { LaunchTarget } from '../launch';
import { GameCard } from './GameCard';
import type { Favourites } from './use-favourites';
import { GAMES_PAGE_SIZE, type useGamePage } from './use-game-page';

export interface GameResultsProps {
  games: ReturnType<typeof useGamePage>;
  filter: GameListFilter;
  keyword: string;
  vendorNames: ReadonlyMap<string, string>;
  /** Vendor names are shown only on the 全部 tab. */
  showVendor: boolean;
  favourites: Favourites;
  launch: (target: LaunchTarget) => void;
  launching: boolean;
  onPage: (page: number) => void;
}

const PagerRow = styled.div`
  margin-top: 1.25rem;
`;

/** The game grid with its loading, empty and error states and the pager. */
export function GameResults({
  games,
  filter,
  keyword,
  vendorNames,
  showVendor,
  favourites,
  launch,
  launching,
  onPage,
}: GameResultsProps) {
  const { t } = useTranslation(NAMESPACE);
  const loading = games.status === 'loading';
  const emptyTitle = keyword
    ? t('catalogue.noResults', { keyword })
    : filter === 'favourite'
      ? t('catalogue.noFavourites')
      : t('catalogue.empty');
  const play = (game: Game) => launch({ enName: game.enName, gameCode: game.gameCode, name: game.name });
  return (
    <AsyncView
      state={games}
      isEmpty={(answer) => answer.list.length === 0 && !loading}
      empty={<EmptyState title={emptyTitle} />}
    >
      {(answer) => (
        <>
          <CardGrid $min="11rem" $stale={loading} aria-busy={loading || undefined} data-testid="game-grid">
            {answer.list.map((game) => (
              <GameCard
                key={game.gameId}
                game={game}
                vendorName={showVendor ? vendorNames.get(game.enName) : undefined}
                favourite={favourites.isFavourite(game)}
                favouriteBusy={favourites.isPending(game)}
                onToggleFavourite={() => favourites.toggle(game)}
                onPlay={() => play(game)}
                launching={launching}
              />
            ))}
          </CardGrid>
          <PagerRow>
            <Pager
              page={answer.pageNum}
              pages={Math.max(1, Math.ceil(answer.total / GAMES_PAGE_SIZE))}
              busy={loading}
              onChange={onPage}
              label={t('catalogue.pager.label')}
            />
          </PagerRow>
        </>
      )}
    </AsyncView>
  );
}
