import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { hrefFor } from 'shared/routes';
import { AsyncView, textOn } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { progressTo } from './grade-progress';
import { ProgressBar } from './ProgressBar';
import { useVipWeek, type VipWeek } from './use-vip-week';
import { Section, SectionHead } from './vip-layout';

const Gift = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.textMuted};
  strong {
    font-size: 1.5rem;
    color: ${({ theme }) => theme.accent};
    margin-left: 0.5rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Status = styled.span<{ $status: VipWeek['status'] }>`
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  color: ${({ theme, $status }) => ($status === 'claimable' ? textOn(theme.success) : $status === 'claimed' ? textOn(theme.textMuted) : theme.onPrimary)};
  background: ${({ theme, $status }) => ($status === 'claimable' ? theme.success : $status === 'claimed' ? theme.textMuted : theme.primary)};
`;

const Action = styled(Link)`
  align-self: flex-start;
  padding: 0.5rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;

function WeekBody({ week, noSave }: { week: VipWeek; noSave: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const deposit = progressTo(week.deposit, week.depositRequired);
  const turnover = progressTo(week.turnover, week.turnoverRequired);
  const note = (remaining: number, reached: boolean) =>
    reached ? t('vip.card.reached') : t('vip.card.remaining', { amount: formatMoney(remaining) });
  return (
    <>
      <SectionHead>
        <span data-testid="vip-week-range">{t('vip.week.range', { start: week.weekStart, end: week.weekEnd })}</span>
        <Status $status={week.status} data-testid="vip-week-status">
          {t(`vip.week.status.${week.status}`)}
        </Status>
      </SectionHead>
      <Gift>
        {t('vip.week.gift')}
        <strong data-testid="vip-week-gift">{formatMoney(week.weeklyGift)}</strong>
      </Gift>
      {!noSave && (
        <ProgressBar
          testId="vip-week-deposit"
          label={t('vip.week.deposit')}
          figures={`${formatMoney(week.deposit)} / ${formatMoney(week.depositRequired)}`}
          note={note(deposit.remaining, deposit.reached)}
          progress={deposit}
        />
      )}
      <ProgressBar
        testId="vip-week-turnover"
        label={t('vip.week.turnover')}
        figures={`${formatMoney(week.turnover)} / ${formatMoney(week.turnoverRequired)}`}
        note={note(turnover.remaining, turnover.reached)}
        progress={turnover}
      />
      {week.status === 'claimable' && <Action to={hrefFor('welfare')}>{t('vip.week.toWelfare')}</Action>}
    </>
  );
}

/** This week's VIP gift (vipWeekInfo): its requirements, the member's progress and its state. */
export function WeekGift({ noSave }: { noSave: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const week = useVipWeek();
  return (
    <Section aria-labelledby="vip-week-title" data-testid="vip-week">
      <h2 id="vip-week-title">{t('vip.week.title')}</h2>
      <AsyncView state={week}>{(data) => <WeekBody week={data} noSave={noSave} />}</AsyncView>
    </Section>
  );
}
