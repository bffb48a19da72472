import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { useSportsFeed } from '../feed';
import { MatchChatPanel } from '../match-chat';
import { useChatScore } from '../match-chat';
import { bookFilterAtom, leaguePanelShownAtom } from './book-atoms';
import { BookBoard } from './board/BookBoard';
import { bookThemeVars } from './book-theme-vars';
import { DatePicker } from './filters/DatePicker';
import { FeaturedLeagues } from './league/FeaturedLeagues';
import { FeedNotice } from './FeedNotice';
import { LeaguePanel } from './league/LeaguePanel';
import { MarketTabs } from './filters/MarketTabs';
import { OddsFormatSelect } from './filters/OddsFormatSelect';
import { SportTabs } from './filters/SportTabs';
import { useBookBoard } from './board/use-book-board';
import { useBookLeagues } from './league/use-book-leagues';
import { useFillViewport } from './use-fill-viewport';

const Book = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 520px;
  background: ${({ theme }) => theme.background};
  color: ${({ theme }) => theme.text};
  ${bookThemeVars}
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex: none;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.surface};
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Spacer = styled.div`
  flex: 1;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const Center = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  min-height: 0;
  background: ${({ theme }) => theme.surface};
`;

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  flex: none;
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const FilterLine = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
`;

const ShowPanel = styled.button`
  flex: none;
  height: 2rem;
  padding: 0 0.75rem;
  border: 1px dashed ${({ theme }) => theme.border};
  border-radius: 999px;
  background: none;
  color: ${({ theme }) => theme.primary};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
`;

const Aside = styled.aside`
  flex: none;
  width: 20rem;
  min-height: 0;
  overflow-y: auto;
  border-left: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
`;

/**
 * The local sports book (/game/sport/crty): markets, sports and the odds format on top, the league
 * list on the left, the live match list in the middle and the bet slip (`aside`) on the right, with
 * a live match's chat room below it once opened.
 */
export function SportsBook({ aside }: { aside: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const ref = useRef<HTMLElement>(null);
  useFillViewport(ref);
  const filter = useAtomValue(bookFilterAtom);
  const [panelShown, setPanelShown] = useAtom(leaguePanelShownAtom);
  const leagues = useBookLeagues(filter);
  const board = useBookBoard(filter);
  const feed = useSportsFeed(board.reload);
  useChatScore();
  const leagueList = leagues.data?.leagues ?? [];

  return (
    <Book ref={ref} aria-label={t('book.title')} data-testid="sports-book">
      <Bar>
        <MarketTabs />
        <Spacer />
        <OddsFormatSelect />
      </Bar>
      <Bar>
        <SportTabs />
      </Bar>
      <Body>
        {panelShown && (
          <LeaguePanel leagues={leagueList} status={leagues.status} error={leagues.error} onRetry={leagues.reload} />
        )}
        <Center>
          <Filters>
            <FilterLine>
              {!panelShown && (
                <ShowPanel type="button" onClick={() => setPanelShown(true)} data-testid="league-panel-show">
                  {t('book.leagues.show')}
                </ShowPanel>
              )}
              <FeaturedLeagues leagues={leagueList} />
            </FilterLine>
            {filter.market === 'FU' && (
              <FilterLine>
                <DatePicker dates={leagues.data?.dates ?? []} />
              </FilterLine>
            )}
          </Filters>
          <FeedNotice status={feed} />
          <BookBoard board={board} filter={filter} onRetry={board.reload} />
        </Center>
        <Aside>
          {aside}
          <MatchChatPanel />
        </Aside>
      </Body>
    </Book>
  );
}
