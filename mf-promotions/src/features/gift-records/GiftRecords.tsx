import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { EmptyState, ErrorState, PageHead, Pager, RecordsPanel, RecordTotals, Spinner, useRecordFilter } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { defaultGiftFilter, PAGE_SIZE, type GiftFilter } from './gift-filter';
import { GiftFilters } from './GiftFilters';
import { GiftRecordTable } from './GiftRecordTable';
import { useGiftRecords } from './use-gift-records';

const daysOf = (filter: GiftFilter) => ({ from: filter.startDate, to: filter.endDate });

/** /mine/giftRecord: the rewards paid to the member, by source and Beijing days, newest first, paged. */
export function GiftRecords() {
  const { t } = useTranslation(NAMESPACE);
  const { draft, filter, page, edit, setPage } = useRecordFilter<GiftFilter>(() => defaultGiftFilter(new Date()), daysOf);
  const records = useGiftRecords(filter, page);

  const data = records.data;
  const loading = records.status === 'loading';
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <RecordsPanel aria-labelledby="gift-record-title">
      <PageHead id="gift-record-title" title={t('giftRecord.title')} />
      <GiftFilters draft={draft} onChange={edit} />
      {records.status !== 'error' && data && (
        <RecordTotals data-testid="gift-totals">
          {t('giftRecord.count')}
          <strong>{data.total}</strong>
          {t('giftRecord.totalAmount')}
          <strong>{formatMoney(data.totalAmount)}</strong>
        </RecordTotals>
      )}
      {records.status === 'error' && <ErrorState message={records.error} onRetry={records.reload} />}
      {loading && !data && <Spinner />}
      {records.status === 'success' && data?.list.length === 0 && <EmptyState title={t('giftRecord.empty')} />}
      {records.status !== 'error' && data && data.list.length > 0 && <GiftRecordTable rows={data.list} stale={loading} />}
      {records.status !== 'error' && <Pager page={page} pages={pages} busy={loading} onChange={setPage} label={t('giftRecord.pager')} testId="gift-pager" />}
    </RecordsPanel>
  );
}
