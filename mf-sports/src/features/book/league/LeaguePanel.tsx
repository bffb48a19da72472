import styled from 'styled-components';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import type { League } from 'shared/contract';
import { ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import {
  bookActionAtom,
  bookFilterAtom,
  collapsedLeaguesAtom,
  leaguePanelShownAtom,
  leagueSearchAtom,
  toggleLeagueExpandedAtom,
} from '../book-atoms';
import { buildLeagueList } from './league-list';
import { LeagueIcon } from './LeagueIcon';

const Panel = styled.nav`
  display: flex;
  flex-direction: column;
  width: 14rem;
  flex: none;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surface};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.625rem 0.75rem;
  font-weight: 600;
  font-size: 0.875rem;
`;

const Link = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.primary};
  font: inherit;
  font-size: 0.75rem;
  font-weight: 400;
  cursor: pointer;
`;

const Search = styled.input`
  margin: 0 0.75rem 0.5rem;
  height: 2rem;
  padding: 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 0.8125rem;
`;

const List = styled.ul`
  flex: 1;
  min-height: 0;
  margin: 0;
  padding: 0 0 0.5rem;
  list-style: none;
  overflow-y: auto;
`;

const Item = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0 0.5rem 0 0.75rem;
  background: ${({ theme, $active }) => ($active ? theme.surfaceAlt : 'transparent')};
  box-shadow: ${({ theme, $active }) => ($active ? `inset 3px 0 0 ${theme.primary}` : 'none')};
`;

const Choose = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  flex: 1;
  min-width: 0;
  height: 2.125rem;
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme, $active }) => ($active ? theme.primary : theme.text)};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  text-align: left;
  cursor: pointer;
  span.name {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  span.count {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.75rem;
    font-weight: 400;
  }
`;

const Fold = styled.button<{ $open: boolean }>`
  width: 1.5rem;
  height: 1.5rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.textMuted};
  cursor: pointer;
  &::before {
    content: '';
    display: inline-block;
    width: 0.4rem;
    height: 0.4rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(${({ $open }) => ($open ? '45deg' : '-45deg')});
  }
`;

const Note = styled.p`
  margin: 0.5rem 0.75rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

export interface LeaguePanelProps {
  leagues: readonly League[];
  status: 'loading' | 'success' | 'error';
  error: string | undefined;
  onRetry: () => void;
}

/**
 * The league list (SPEC §3 league list item): choosing leagues filters the match list, the
 * chevron folds a league's matches, the search hides the others, and the panel itself can hide.
 */
export function LeaguePanel({ leagues, status, error, onRetry }: LeaguePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const { leagueIds } = useAtomValue(bookFilterAtom);
  const collapsed = useAtomValue(collapsedLeaguesAtom);
  const [search, setSearch] = useAtom(leagueSearchAtom);
  const setShown = useSetAtom(leaguePanelShownAtom);
  const act = useSetAtom(bookActionAtom);
  const toggleExpanded = useSetAtom(toggleLeagueExpandedAtom);
  const items = buildLeagueList(leagues, { leagueIds, collapsed, search });
  const shown = items.filter((item) => item.isShow);

  return (
    <Panel aria-label={t('book.leagues.title')} data-testid="league-panel">
      <Head>
        {t('book.leagues.title')}
        <Link type="button" onClick={() => setShown(false)} data-testid="league-panel-hide">
          {t('book.leagues.hide')}
        </Link>
      </Head>
      <Search
        type="search"
        value={search}
        placeholder={t('book.leagues.search')}
        aria-label={t('book.leagues.search')}
        onChange={(e) => setSearch(e.target.value)}
      />
      {/* Looks like a league of the list below, but stands before it: not a list item. */}
      <Item as="div" $active={leagueIds.length === 0}>
        <Choose
          type="button"
          $active={leagueIds.length === 0}
          aria-pressed={leagueIds.length === 0}
          onClick={() => act({ type: 'leagues', leagueIds: [] })}
        >
          <span className="name">{t('book.leagues.all')}</span>
          {leagueIds.length > 0 && (
            <span className="count">{t('book.leagues.selected', { count: leagueIds.length })}</span>
          )}
        </Choose>
      </Item>
      {status === 'loading' && leagues.length === 0 && <Spinner />}
      {status === 'error' && <ErrorState {...(error === undefined ? {} : { message: error })} onRetry={onRetry} />}
      <List>
        {shown.map((item) => (
          <Item
            key={item.league_id}
            $active={item.active}
            data-testid="league-item"
            data-league-id={item.league_id}
            data-active={item.active}
          >
            <Choose
              type="button"
              $active={item.active}
              aria-pressed={item.active}
              onClick={() => act({ type: 'toggleLeague', leagueId: item.league_id })}
            >
              <LeagueIcon className={item.iconClass} sport={item.gameType} />
              <span className="name" title={item.name}>
                {item.name}
              </span>
              <span className="count">{item.count}</span>
            </Choose>
            <Fold
              type="button"
              $open={item.isExpand}
              aria-expanded={item.isExpand}
              aria-label={t(item.isExpand ? 'book.leagues.collapse' : 'book.leagues.expand', { name: item.name })}
              onClick={() => toggleExpanded(item.league_id)}
            />
          </Item>
        ))}
      </List>
      {status === 'success' && shown.length === 0 && <Note>{t('book.leagues.none')}</Note>}
    </Panel>
  );
}
