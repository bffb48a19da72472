import { useTranslation } from 'shared/i18n';
import type { GiftRecord } from 'shared/contract';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { RecordsTable, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../setup';

/** One page of gift records: time (Beijing), title, source, amount and the turnover it requires. */
export function GiftRecordTable({ rows, stale }: { rows: GiftRecord[]; stale: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const columns: RecordColumn<GiftRecord>[] = [
    { key: 'time', title: t('giftRecord.columns.time'), cell: (row) => formatBeijingTime(row.createdAt) },
    { key: 'title', title: t('giftRecord.columns.title'), cell: (row) => row.title },
    { key: 'source', title: t('giftRecord.columns.source'), cell: (row) => t(`giftRecord.sources.${row.source}`) },
    {
      key: 'amount',
      title: t('giftRecord.columns.amount'),
      num: true,
      tone: () => 'credit',
      cell: (row) => `+${formatMoney(row.amount)}`,
    },
    {
      key: 'turnover',
      title: t('giftRecord.columns.turnover'),
      num: true,
      cell: (row) => formatMoney(row.turnoverRequired),
    },
  ];
  return (
    <RecordsTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      stale={stale}
      testId="gift-records"
      rowTestId="gift-record"
    />
  );
}
