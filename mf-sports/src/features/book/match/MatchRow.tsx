import { memo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { SportMarket, SportMatch } from 'shared/contract';
import { NAMESPACE } from '../../../setup';
import { feedStats, useLiveMatch } from '../../feed';
import { MatchChatButton } from '../../match-chat';
import { MatchTeams } from './MatchTeams';
import { MatchTime } from './MatchTime';
import { OddsCell } from '../odds/OddsCell';
import { columnMarket, KIND_SELECTIONS, PLAY_COLUMNS, type ColumnKind } from '../odds/play-columns';
import { rowGrid } from '../board/row-grid';

const Row = styled.div`
  ${rowGrid}
  padding-top: 0.5rem;
  padding-bottom: 0.5rem;
  background: ${({ theme }) => theme.surface};
  border-bottom: 1px solid ${({ theme }) => theme.border};
  /* A price change lays out and paints this row only. */
  contain: layout paint;
  &[data-live='true'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.danger};
  }
`;

/** The time column, with the chat room button under the clock of a live match. */
const TimeColumn = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: 0.25rem;
  min-width: 0;
`;

const Column = styled.div`
  display: grid;
  grid-auto-rows: 1.75rem;
  row-gap: 0.25rem;
  min-width: 0;
`;

/** A row has a draw line only when some 1X2 of it has a draw: an empty slot would add a line. */
function lineSelections(kind: ColumnKind, withDraw: boolean): readonly string[] {
  const selections = KIND_SELECTIONS[kind];
  return withDraw ? selections : selections.filter((r) => r !== 'N');
}

/**
 * One match: its live time and score from the store (this row renders when they change) and a cell
 * per price (each renders only when its own price changes). Which plays and selections it has come
 * from the snapshot.
 */
export const MatchRow = memo(function MatchRow({ match, market }: { match: SportMatch; market: SportMarket }) {
  feedStats.rowRenders += 1;
  const { t } = useTranslation(NAMESPACE);
  const live = useLiveMatch(match);
  const markets = PLAY_COLUMNS.map((column) => ({ column, line: columnMarket(match, column) }));
  const withDraw = markets.some(({ line }) => line?.prices.some((p) => p.r === 'N'));

  return (
    <Row data-testid="match-row" data-game-id={match.gameId} data-live={live.isLive}>
      <TimeColumn>
        <MatchTime match={live} market={market} />
        {live.isLive && <MatchChatButton match={live} />}
      </TimeColumn>
      <MatchTeams match={live} withDraw={withDraw} />
      {markets.map(({ column, line }) => (
        <Column key={column.id} role="group" aria-label={t(`book.columns.${column.id}`)}>
          {line &&
            lineSelections(column.kind, withDraw).map((r) =>
              line.prices.some((p) => p.r === r) ? (
                <OddsCell
                  key={r}
                  match={match}
                  w={line.w}
                  r={r}
                  kind={column.kind}
                  strong={line.strong}
                  play={t(`book.columns.${column.id}`)}
                />
              ) : (
                <span key={r} />
              ),
            )}
        </Column>
      ))}
    </Row>
  );
});
