import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { formatMoney } from 'shared/format';
import { isLoggedInAtom } from 'shared/state';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../../../setup';
import { ActionError } from '../../ActionError';
import { PanelNote } from '../../PanelNote';
import { canAct, type PanelProps } from '../../panel-props';
import { useActivityAction } from '../../use-activity-action';
import { rewardForDay, todaysStreakDay } from './reward-for-day';
import { RewardTable } from './RewardTable';
import { SignCalendar } from './SignCalendar';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
`;

/** signGift: this month's calendar, the streak and its rewards, and today's sign. */
export function SignGiftPanel({ activity, onChange }: PanelProps<'signGift'>) {
  const { t } = useTranslation(NAMESPACE);
  const member = useAtomValue(isLoggedInAtom);
  const { run, busy, error } = useActivityAction(activity, onChange);
  const { detail } = activity;
  // The shell shows why (not started, ended, join first); here the sign just waits for it.
  const open = canAct(activity);
  const streakDay = todaysStreakDay(detail.streak, detail.todaySigned);
  const todays = rewardForDay(detail.rewards, streakDay);

  return (
    <Section aria-labelledby="sign-gift-title" data-testid="sign-gift-panel">
      <Head>
        <h2 id="sign-gift-title">{t('sign.title')}</h2>
        {member && <p data-testid="sign-streak">{t('sign.streak', { count: detail.streak })}</p>}
      </Head>
      <SignCalendar detail={detail} />
      {member ? (
        <>
          <Button
            block
            loading={busy}
            disabled={detail.todaySigned || !open}
            data-testid="sign-today"
            onClick={() => void run({ action: 'sign' })}
          >
            {detail.todaySigned ? t('sign.signed') : t('sign.signToday')}
          </Button>
          {todays && (
            <PanelNote role="status">
              {detail.todaySigned
                ? t('sign.paidHint', { day: streakDay, amount: formatMoney(todays.amount) })
                : t('sign.nextHint', { day: streakDay, amount: formatMoney(todays.amount) })}
            </PanelNote>
          )}
        </>
      ) : (
        <Button block data-testid="activity-login" onClick={() => bus.emit('ui:login-tips')}>
          {t('sign.login')}
        </Button>
      )}
      {error && <ActionError role="alert">{error}</ActionError>}
      <RewardTable rewards={detail.rewards} currentDay={member && todays ? todays.day : null} />
    </Section>
  );
}
