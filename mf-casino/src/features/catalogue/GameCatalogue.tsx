import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import type { GameCatalogueCategory, GameListFilter } from 'shared/contract';
import { sessionAtom } from 'shared/state';
import { Button, PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { useLaunchGame } from '../launch';
import { BonusPoolFigure, useBonusPools } from '../pools';
import { useVenues } from '../venues';
import { FilterChips } from './FilterChips';
import { GameResults } from './GameResults';
import { SearchBox } from './SearchBox';
import { VendorTabs, vendorTabId } from './VendorTabs';
import { useCatalogueParams } from './use-catalogue-params';
import { useEgameTab } from './use-egame-tab';
import { useFavourites } from './use-favourites';
import { GAMES_PAGE_SIZE, useGamePage } from './use-game-page';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.textMuted};
`;

/** /game/egame and /game/fishing: vendor tabs over a searchable, filtered, paged game grid with favourites. */
export function GameCatalogue({ category }: { category: GameCatalogueCategory }) {
  const { t } = useTranslation(NAMESPACE);
  const memberId = useAtomValue(sessionAtom)?.userId ?? null;
  const ids = useId();
  const panelId = `${ids}-panel`;
  const top = useRef<HTMLElement>(null);

  const [params, update] = useCatalogueParams();
  const vendors = useVenues(category);
  const pools = useBonusPools(category);
  const favourites = useFavourites();
  const { launch, launching } = useLaunchGame();

  // A vendor the category does not have (an old or edited address) shows every vendor; a visitor has no favourites to filter by.
  const vendor = vendors.data && !vendors.data.some((v) => v.enName === params.vendor) ? '' : params.vendor;
  const filter = params.filter === 'favourite' && memberId === null ? 'all' : params.filter;
  const games = useGamePage({ category, enName: vendor, keyword: params.keyword, filter, page: params.page });
  const vendorNames = useMemo(() => new Map((vendors.data ?? []).map((v) => [v.enName, v.name])), [vendors.data]);

  const selectVendor = useCallback(
    (enName: string, replace = false) => update({ vendor: enName, page: 1 }, { replace }),
    [update],
  );
  const chooseVendorFromBus = useCallback((enName: string) => selectVendor(enName, true), [selectVendor]);
  useEgameTab(category === 'DZ', vendors.data, chooseVendorFromBus);

  const chooseFilter = (next: GameListFilter) => {
    if (next === 'favourite' && memberId === null) {
      bus.emit('ui:login-tips');
      return;
    }
    update({ filter: next, page: 1 });
  };

  const goToPage = (page: number) => {
    update({ page });
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  // A page past the end (fewer games since the address was made) moves to the last page.
  const total = games.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / GAMES_PAGE_SIZE));
  const pastTheEnd = games.current && total > 0 && params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  const pool = vendor ? pools.get(vendor) : undefined;
  return (
    <section ref={top} aria-labelledby={`${ids}-title`}>
      <PageHead id={`${ids}-title`} title={t(`categories.${category}`)}>
        <span>{t(`subtitles.${category}`)}</span>
        {games.data && games.status !== 'error' && <span>{t('catalogue.count', { count: games.data.total })}</span>}
      </PageHead>
      {vendors.data && (
        <VendorTabs vendors={vendors.data} selected={vendor} onSelect={selectVendor} idPrefix={ids} panelId={panelId} />
      )}
      {vendors.status === 'error' && (
        <Note role="alert">
          {t('catalogue.vendorsFailed')}
          <Button variant="ghost" onClick={vendors.reload}>
            {t('common.retry', { ns: 'shared' })}
          </Button>
        </Note>
      )}
      <div
        id={panelId}
        role={vendors.data ? 'tabpanel' : undefined}
        aria-labelledby={vendors.data ? vendorTabId(ids, vendor) : undefined}
      >
        <Toolbar>
          <FilterChips value={filter} onChange={chooseFilter} />
          <SearchBox keyword={params.keyword} onSearch={(keyword) => update({ keyword, page: 1 }, { replace: true })} />
        </Toolbar>
        {pool && <BonusPoolFigure reading={pool} />}
        <GameResults
          games={games}
          filter={filter}
          keyword={params.keyword}
          vendorNames={vendorNames}
          showVendor={vendor === ''}
          favourites={favourites}
          launch={launch}
          launching={launching}
          onPage={goToPage}
        />
      </div>
    </section>
  );
}
