import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { HELP_NAMESPACE } from './help-texts';
import { PAYOUT_CAPS } from './payout-caps';

const Table = styled.table`
  width: 100%;
  margin: 0.5rem 0 1.5rem;
  border-collapse: collapse;
  font-size: 0.875rem;
  caption {
    margin-bottom: 0.5rem;
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.border};
    text-align: left;
  }
  th {
    background: ${({ theme }) => theme.surfaceAlt};
  }
  td:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** SPEC §9's per-member daily payout caps, part of the terms topic. */
export function PayoutCapsTable() {
  const { t } = useTranslation(HELP_NAMESPACE);
  return (
    <Table data-testid="payout-caps">
      <caption>{t('help.payoutTable.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('help.payoutTable.market')}</th>
          <th scope="col">{t('help.payoutTable.cap')}</th>
        </tr>
      </thead>
      <tbody>
        {PAYOUT_CAPS.map((row) => (
          <tr key={row.market}>
            <td>{t(`help.payoutMarkets.${row.market}`)}</td>
            <td>{t('help.currency.usd', { amount: row.usd.toLocaleString('zh-CN') })}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
