import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatAmount } from 'shared/format';
import { NAMESPACE } from '../../setup';
import type { RecordTotal } from './use-bet-records';

const Row = styled.dl<{ $stale: boolean }>`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  div {
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.75rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.0625rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  @media (max-width: 36rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Amount = styled.dd<{ $tone: 'win' | 'loss' | 'plain' }>`
  color: ${({ theme, $tone }) => ($tone === 'win' ? theme.success : $tone === 'loss' ? theme.danger : theme.text)};
`;

/** 注单数, 投注额, 有效投注, 输赢 of the filter; dashes until the figures are in. */
export function RecordSummary({ total, stale }: { total: RecordTotal | undefined; stale: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const money = (value: number | undefined) => (value === undefined ? '--' : formatAmount(value));
  const winLoss = total?.winLoss;
  return (
    <Row data-testid="bet-record-total" aria-label={t('records.title')} $stale={stale}>
      <div>
        <dt>{t('records.total.count')}</dt>
        <dd data-testid="bet-record-total-count">{total?.count ?? '--'}</dd>
      </div>
      <div>
        <dt>{t('records.total.stake')}</dt>
        <dd data-testid="bet-record-total-stake">{money(total?.stake)}</dd>
      </div>
      <div>
        <dt>{t('records.total.validStake')}</dt>
        <dd data-testid="bet-record-total-valid">{money(total?.validStake)}</dd>
      </div>
      <div>
        <dt>{t('records.total.winLoss')}</dt>
        <Amount
          data-testid="bet-record-total-winloss"
          $tone={winLoss === undefined || winLoss === 0 ? 'plain' : winLoss > 0 ? 'win' : 'loss'}
        >
          {money(winLoss)}
        </Amount>
      </div>
    </Row>
  );
}
