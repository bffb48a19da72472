import { useTranslation } from 'shared/i18n';
import type { GiftRecord } from 'shared/contract';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { DataTable, TableFrame } from 'shared/ui';
import { NAMESPACE } from '../../setup';

/** One page of gift records: time (Beijing), title, source, amount and the turnover it requires. */
export function GiftRecordTable({ rows, stale }: { rows: GiftRecord[]; stale: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TableFrame $stale={stale}>
      <DataTable aria-busy={stale || undefined} data-testid="gift-records">
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
      </DataTable>
    </TableFrame>
  );
}
