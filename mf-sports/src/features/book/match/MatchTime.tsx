import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { SportMarket, SportMatch } from 'shared/contract';
import { matchClock } from './clock';
import { periodName } from './periods';
import { NAMESPACE } from '../../../setup';

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 0.15rem;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Live = styled.span`
  color: ${({ theme }) => theme.danger};
  font-weight: 600;
`;

/** The time column: period and live clock (SPEC §2), or the Beijing start time. */
export function MatchTime({ match, market }: { match: SportMatch; market: SportMarket }) {
  const { t } = useTranslation(NAMESPACE);
  if (match.gameStatus === 'finished' || match.gameStatus === 'cancelled') {
    return <Cell data-testid="match-time">{t(`book.status.${match.gameStatus}`)}</Cell>;
  }
  const clock = matchClock(match, market);
  const period = periodName(match);
  return (
    <Cell data-testid="match-time">
      {period && (
        <Live>{'n' in period ? t(`book.period.${period.key}`, { n: period.n }) : t(`book.period.${period.key}`)}</Live>
      )}
      {clock.kind === 'soon' && <Live>{t('book.clock.soon')}</Live>}
      {clock.kind === 'running' && <Live>{clock.text}</Live>}
      {clock.kind === 'start' && (
        <>
          {clock.date && <span>{clock.date}</span>}
          <span>{clock.time}</span>
        </>
      )}
      {clock.kind === 'none' && !period && match.isLive && <Live>{t('book.clock.live')}</Live>}
    </Cell>
  );
}
