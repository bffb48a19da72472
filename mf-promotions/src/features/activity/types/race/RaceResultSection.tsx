import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import type { RaceResult } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { EmptyState } from 'shared/ui';
import { NAMESPACE } from '../../../../setup';
import { PanelSection } from '../../PanelSection';

const Note = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
`;

const Mine = styled.p<{ $won: boolean }>`
  margin: 0 0 0.75rem;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  color: ${({ theme, $won }) => ($won ? theme.accent : theme.textMuted)};
  background: ${({ theme }) => theme.surfaceAlt};
`;

export interface RaceResultSectionProps {
  result: RaceResult;
  /** A visitor is not told whether they won. */
  loggedIn: boolean;
}

/** An ended race's 获奖名单: the places the prize table paid, and the member's own prize. */
export function RaceResultSection({ result, loggedIn }: RaceResultSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const { mine, winners } = result;
  const won = loggedIn && mine !== null;
  // The server paid the prize when the ended race was first looked at, maybe just now for this very
  // page: the header's balance is asked again so it includes it.
  useEffect(() => {
    if (won) bus.emit('balance:refresh');
  }, [won]);
  return (
    <PanelSection aria-labelledby="race-winners-title">
      <h2 id="race-winners-title">{t('activity.race.winners')}</h2>
      <Note>{t('activity.race.settledAt', { time: result.settledAt })}</Note>
      {loggedIn && (
        <Mine $won={mine !== null} data-testid="race-my-prize">
          {mine === null
            ? t('activity.race.notWon')
            : t('activity.race.won', { rank: mine.rank, amount: formatMoney(mine.prize) })}
        </Mine>
      )}
      {winners.length === 0 ? (
        <EmptyState title={t('activity.race.noWinners')} />
      ) : (
        <table data-testid="race-winners">
          <thead>
            <tr>
              <th scope="col">{t('activity.race.rankColumn')}</th>
              <th scope="col">{t('activity.race.nameColumn')}</th>
              <th scope="col">{t('activity.race.turnoverColumn')}</th>
              <th scope="col">{t('activity.race.prizeColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {winners.map((winner) => (
              <tr key={winner.rank}>
                <td>{winner.rank}</td>
                <td>{winner.name}</td>
                <td>{formatMoney(winner.value)}</td>
                <td>{formatMoney(winner.prize)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PanelSection>
  );
}
