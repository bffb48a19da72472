import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { isLoggedInAtom } from 'shared/state';
import { EmptyState, Muted } from 'shared/ui';
import { NAMESPACE } from '../../../../setup';
import { Countdown } from '../../Countdown';
import type { PanelProps } from '../../panel-props';
import { PanelSection } from '../../PanelSection';
import { RaceResultSection } from './RaceResultSection';

const Mine = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  margin: 0;
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
  dt {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.text};
  }
`;

/** racePage: prizes by rank, the board, the member's own place and the time left; once ended, who won. */
export function RacePanel({ activity }: PanelProps<'racePage'>) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { prizes, leaderboard, me, result } = activity.detail;

  return (
    <>
      {result !== null ? (
        <RaceResultSection result={result} loggedIn={loggedIn} />
      ) : (
        activity.status === 'ended' && (
          <PanelSection>
            <Muted as="p" data-testid="race-settling">
              {t('activity.race.settling')}
            </Muted>
          </PanelSection>
        )
      )}
      <PanelSection aria-labelledby="race-me">
        <h2 id="race-me">{t('activity.race.mine')}</h2>
        {me ? (
          <Mine>
            <div>
              <dt>{t('activity.race.myRank')}</dt>
              <dd data-testid="race-my-rank">
                {me.rank === null ? t('activity.race.unranked') : t('activity.race.rank', { rank: me.rank })}
              </dd>
            </div>
            <div>
              <dt>{t('activity.race.myTurnover')}</dt>
              <dd data-testid="race-my-turnover">{formatMoney(me.value)}</dd>
            </div>
            {activity.status === 'running' && (
              <div>
                <dt>{t('activity.race.timeLeft')}</dt>
                <dd>
                  <Countdown endTime={activity.endTime} />
                </dd>
              </div>
            )}
          </Mine>
        ) : (
          <Muted as="p">{loggedIn ? t('activity.race.notCounted') : t('activity.race.loginToSee')}</Muted>
        )}
      </PanelSection>

      <PanelSection aria-labelledby="race-prizes">
        <h2 id="race-prizes">{t('activity.race.prizes')}</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('activity.race.rankColumn')}</th>
              <th scope="col">{t('activity.race.prizeColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => (
              <tr key={`${prize.rankFrom}-${prize.rankTo}`}>
                <td>
                  {prize.rankFrom === prize.rankTo
                    ? t('activity.race.rank', { rank: prize.rankFrom })
                    : t('activity.race.rankRange', { from: prize.rankFrom, to: prize.rankTo })}
                </td>
                <td>{formatMoney(prize.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PanelSection>

      <PanelSection aria-labelledby="race-board">
        <h2 id="race-board">{t('activity.race.leaderboard')}</h2>
        {leaderboard.length === 0 ? (
          <EmptyState title={t('activity.race.emptyBoard')} />
        ) : (
          <table data-testid="race-leaderboard">
            <thead>
              <tr>
                <th scope="col">{t('activity.race.rankColumn')}</th>
                <th scope="col">{t('activity.race.nameColumn')}</th>
                <th scope="col">{t('activity.race.turnoverColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {leaderboard.map((entry) => (
                <tr key={entry.rank}>
                  <td>{entry.rank}</td>
                  <td>{entry.name}</td>
                  <td>{formatMoney(entry.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PanelSection>
    </>
  );
}
