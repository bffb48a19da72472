import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { formatPoolAmount, type PoolReading } from './pool-amount';
import { useCountingAmount } from './use-counting-amount';

const Figure = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.375rem;
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
  strong {
    color: ${({ theme }) => theme.danger};
    font-size: 1rem;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * 奖池 ¥1,234,567.80, counting up live. Screen readers are not told each tick (no live region):
 * they read the figure when they reach it.
 */
export function BonusPoolFigure({ reading }: { reading: PoolReading }) {
  const { t } = useTranslation(NAMESPACE);
  const amount = useCountingAmount(reading);
  return (
    <Figure data-testid="bonus-pool">
      <span>{t('pool.label')}</span>
      <strong>{formatPoolAmount(amount)}</strong>
    </Figure>
  );
}
