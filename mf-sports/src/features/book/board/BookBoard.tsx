import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { Button, EmptyState, ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { collapsedLeaguesAtom } from '../book-atoms';
import { isChampionMarket, type BookFilter } from '../book-filter';
import { matchRows, outrightRows, type BookRow } from './book-rows';
import { LeagueHeaderRow } from '../league/LeagueHeaderRow';
import { ListHead } from './ListHead';
import { MatchRow } from '../match/MatchRow';
import { OutrightRow } from '../match/OutrightRow';
import type { BoardState } from './use-book-board';
import { VirtualList } from './VirtualList';

const Pad = styled.div`
  padding: 1rem;
`;

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  flex: none;
  padding: 0.25rem 0.75rem;
  color: ${({ theme }) => theme.danger};
  font-size: 0.8125rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const LINE_PX = 28;
const GAP_PX = 4;

/** Heights before measuring: a league bar, a match of two or three lines, an outright by its rates. */
function estimateRow(row: BookRow): number {
  if (row.kind === 'league') return 36;
  if (row.kind === 'match') {
    const lines = row.match.markets.some((m) => m.prices.some((p) => p.r === 'N')) ? 3 : 2;
    return 17 + lines * LINE_PX + (lines - 1) * GAP_PX;
  }
  return 52 + Math.ceil(row.outright.rates.length / 4) * (LINE_PX + 6);
}

const rowKey = (row: BookRow) => row.key;

/** The list of the chosen market: loading, error with retry, 暂无赛事, or the virtualised rows. */
export function BookBoard({ board, filter, onRetry }: { board: BoardState; filter: BookFilter; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const collapsed = useAtomValue(collapsedLeaguesAtom);
  const champion = isChampionMarket(filter.market);
  const { leagueIds, market } = filter;
  const rows = useMemo(
    () =>
      champion
        ? outrightRows(board.outrights, { leagueIds, collapsed })
        : matchRows(board.matches, { leagueIds, collapsed }),
    [champion, board.outrights, board.matches, leagueIds, collapsed],
  );
  const renderRow = useCallback(
    (row: BookRow) =>
      row.kind === 'league' ? (
        <LeagueHeaderRow leagueId={row.leagueId} name={row.name} count={row.count} expanded={row.expanded} />
      ) : row.kind === 'match' ? (
        <MatchRow match={row.match} market={market} />
      ) : (
        <OutrightRow outright={row.outright} />
      ),
    [market],
  );

  if (rows.length === 0) {
    return (
      <Pad>
        {board.status === 'loading' && <Spinner />}
        {board.status === 'error' && (
          <ErrorState
            title={t('book.loadFailed')}
            {...(board.error === null ? {} : { message: board.error })}
            onRetry={onRetry}
          />
        )}
        {board.status === 'success' && <EmptyState title={t('book.empty')} />}
      </Pad>
    );
  }
  return (
    <>
      {board.status === 'error' && (
        <Banner role="alert">
          {t('book.loadFailed')}：{board.error}
          <Button variant="ghost" onClick={onRetry}>
            {t('shared:common.retry')}
          </Button>
        </Banner>
      )}
      {!champion && <ListHead />}
      <VirtualList
        items={rows}
        itemKey={rowKey}
        estimateSize={estimateRow}
        renderItem={renderRow}
        label={t(`book.market.${market}`)}
      />
    </>
  );
}
