import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { HotMatch } from 'shared/contract';
import { NAMESPACE } from '../../setup';
import { formatKickoff } from './match-time';

const Card = styled.button`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 0.875rem 1rem;
  text-align: left;
  color: ${({ theme }) => theme.text};
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  cursor: pointer;
  transition: border-color 0.15s;
  &:hover { border-color: ${({ theme }) => theme.primary}; }
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
`;

const LiveBadge = styled.span`
  flex: none;
  padding: 0 0.5rem;
  border-radius: 999px;
  color: #fff;
  background: ${({ theme }) => theme.danger};
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  span:last-child { text-align: right; }
`;

const Score = styled.strong<{ $live: boolean }>`
  color: ${({ theme, $live }) => ($live ? theme.danger : theme.textMuted)};
  font-variant-numeric: tabular-nums;
`;

const Odds = styled.div`
  display: flex;
  gap: 0.375rem;
  span {
    flex: 1;
    display: flex;
    justify-content: space-between;
    padding: 0.25rem 0.5rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surfaceAlt};
    font-size: 0.8125rem;
  }
  b { color: ${({ theme }) => theme.primary}; font-variant-numeric: tabular-nums; }
`;

const Closed = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
`;

/** One hot match: league, teams, live score or kick-off, and its 1X2 prices. */
export function HotMatchCard({ match, onOpen }: { match: HotMatch; onOpen: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const sport = t(`hotMatches.sports.${match.sportType}`, { defaultValue: match.sportType });
  return (
    <Card type="button" onClick={onOpen} data-testid={`hot-match-${match.matchId}`} aria-label={t('hotMatches.matchLabel', match)}>
      <Top>
        <span>
          {sport} · {match.league}
        </span>
        {match.isLive ? <LiveBadge>{t('hotMatches.live')}</LiveBadge> : <span>{t('hotMatches.kickoff', { time: formatKickoff(match.startTime) })}</span>}
      </Top>
      <Teams>
        <span>{match.home}</span>
        <Score $live={match.isLive}>{match.isLive ? `${match.scoreHome} : ${match.scoreAway}` : t('hotMatches.vs')}</Score>
        <span>{match.away}</span>
      </Teams>
      {match.odds === null ? (
        <Closed>{t('hotMatches.closed')}</Closed>
      ) : (
        <Odds>
          <span>
            {t('hotMatches.home')} <b>{match.odds.home.toFixed(2)}</b>
          </span>
          {match.odds.draw !== null && (
            <span>
              {t('hotMatches.draw')} <b>{match.odds.draw.toFixed(2)}</b>
            </span>
          )}
          <span>
            {t('hotMatches.away')} <b>{match.odds.away.toFixed(2)}</b>
          </span>
        </Odds>
      )}
    </Card>
  );
}
