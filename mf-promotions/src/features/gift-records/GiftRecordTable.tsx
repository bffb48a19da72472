import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { GiftRecord } from 'shared/contract';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { NAMESPACE } from '../../setup';

const Frame = styled.div`
  overflow-x: auto;
`;

const Table = styled.table<{ $stale: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  th, td { padding: 0.5rem 0.625rem; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.border}; white-space: nowrap; }
  th { font-weight: 500; color: ${({ theme }) => theme.textMuted}; background: ${({ theme }) => theme.surfaceAlt}; }
  [data-num] { text-align: right; font-variant-numeric: tabular-nums; }
  td[data-credit] { color: ${({ theme }) => theme.success}; }
`;

/** One page of gift records: time (Beijing), title, source, amount and the turnover it requires. */
export function GiftRecordTable({ rows, stale }: { rows: GiftRecord[]; stale: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Frame>
      <Table $stale={stale} aria-busy={stale || undefined} data-testid="gift-records">
        <thead>
          <tr>
            <th scope="col">{t('giftRecord.columns.time')}</th>
            <th scope="col">{t('giftRecord.columns.title')}</th>
            <th scope="col">{t('giftRecord.columns.source')}</th>
            <th scope="col" data-num="">
              {t('giftRecord.columns.amount')}
            </th>
            <th scope="col" data-num="">
              {t('giftRecord.columns.turnover')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="gift-record">
              <td>{formatBeijingTime(row.createdAt)}</td>
              <td>{row.title}</td>
              <td>{t(`giftRecord.sources.${row.source}`)}</td>
              <td data-num="" data-credit="">
                +{formatMoney(row.amount)}
              </td>
              <td data-num="">{formatMoney(row.turnoverRequired)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
