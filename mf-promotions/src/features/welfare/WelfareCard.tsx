import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { WelfareItem } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { clock, remainingUntil } from './countdown';
import { RebateBreakdownList } from './RebateBreakdownList';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1.125rem 1.25rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-left: 4px solid ${({ theme }) => theme.accent};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 0.75rem;
`;

const Source = styled.span`
  flex: none;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.primary};
  background: color-mix(in srgb, ${({ theme }) => theme.primary} 10%, ${({ theme }) => theme.surface});
`;

const Amount = styled.strong`
  font-size: 1.5rem;
  color: ${({ theme }) => theme.accent};
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.p<{ $urgent?: boolean }>`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme, $urgent }) => ($urgent ? theme.danger : theme.textMuted)};
  font-variant-numeric: tabular-nums;
`;

export interface WelfareCardProps {
  item: WelfareItem;
  now: number;
  /** This card's claim is running. */
  claiming: boolean;
  /** Another claim is running: wait for it. */
  blocked: boolean;
  onClaim: (id: number) => void;
}

/**
 * A waiting reward: what it is, how much (a daily rebate with its breakdown by game category), the
 * turnover it asks before a withdrawal, and the time left to claim it.
 */
export function WelfareCard({ item, now, claiming, blocked, onClaim }: WelfareCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const left = remainingUntil(item.expiresAt, now);
  const expiry =
    left === null
      ? t('welfare.expired')
      : left.days > 0
        ? t('welfare.leftDays', { days: left.days, hours: left.hours })
        : t('welfare.leftClock', { clock: clock(left) });
  return (
    <Card data-testid="welfare-item" aria-labelledby={`welfare-${item.id}`}>
      <Head>
        <h3 id={`welfare-${item.id}`}>{item.title}</h3>
        <Source>{t(`welfare.sources.${item.source}`)}</Source>
      </Head>
      <Amount data-testid="welfare-amount">{formatMoney(item.amount)}</Amount>
      {item.rebate && <RebateBreakdownList breakdown={item.rebate} id={`welfare-rebate-${item.id}`} />}
      <Meta>
        {item.turnoverRequired > 0
          ? t('welfare.turnover', { amount: formatMoney(item.turnoverRequired) })
          : t('welfare.noTurnover')}
      </Meta>
      <Meta $urgent={left === null || left.days === 0} data-testid="welfare-expiry">
        {expiry}
      </Meta>
      <Button
        onClick={() => onClaim(item.id)}
        loading={claiming}
        disabled={blocked || left === null}
        aria-label={t('welfare.claimOne', { title: item.title })}
      >
        {t('welfare.claim')}
      </Button>
    </Card>
  );
}
