import { memo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useSetAtom } from 'jotai';
import { NAMESPACE } from '../../../setup';
import { toggleLeagueExpandedAtom } from '../book-atoms';

const Header = styled.button`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  height: 2.25rem;
  padding: 0 0.75rem;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.border};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: -2px;
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  border-right: 2px solid ${({ theme }) => theme.textMuted};
  border-bottom: 2px solid ${({ theme }) => theme.textMuted};
  transform: rotate(${({ $open }) => ($open ? '45deg' : '-45deg')});
  transition: transform 0.15s;
`;

const Accent = styled.span`
  width: 3px;
  height: 1rem;
  border-radius: 2px;
  background: ${({ theme }) => theme.primary};
`;

const Count = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.textMuted};
  font-weight: 400;
`;

/** A league's header in the list: a click folds or unfolds its matches. */
export const LeagueHeaderRow = memo(function LeagueHeaderRow({
  leagueId,
  name,
  count,
  expanded,
}: {
  leagueId: number;
  name: string;
  count: number;
  expanded: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const toggle = useSetAtom(toggleLeagueExpandedAtom);
  return (
    <Header
      type="button"
      data-testid="league-row"
      data-league-id={leagueId}
      aria-expanded={expanded}
      title={t(expanded ? 'book.leagues.collapse' : 'book.leagues.expand', { name })}
      onClick={() => toggle(leagueId)}
    >
      <Accent aria-hidden />
      <span>{name}</span>
      <Count>{t('book.leagues.count', { count })}</Count>
      <Chevron aria-hidden $open={expanded} />
    </Header>
  );
});
