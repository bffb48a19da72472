import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { AsyncView, EmptyState, PageHead, Pager, RecordsPanel, RecordTotals, useRecordFilter } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { defaultGiftFilter, PAGE_SIZE, type GiftFilter } from './gift-filter';
import { GiftFilters } from './GiftFilters';
import { GiftRecordTable } from './GiftRecordTable';
import { useGiftRecords } from './use-gift-records';

const daysOf = (filter: GiftFilter) => ({ from: filter.startDate, to: filter.endDate });

/** /mine/giftRecord: the rewards paid to the member, by source and Beijing days, newest first, paged. */
export function GiftRecords() {
  const { t } = useTranslation(NAMESPACE);
  const { draft, filter, page, edit, setPage } = useRecordFilter<GiftFilter>(
    () => defaultGiftFilter(new Date()),
    daysOf,
  );
  const records = useGiftRecords(filter, page);

  const loading = records.status === 'loading';
  const pages = Math.max(1, Math.ceil((records.data?.total ?? 0) / PAGE_SIZE));
  return (
    <RecordsPanel aria-labelledby="gift-record-title">
      <PageHead id="gift-record-title" title={t('giftRecord.title')} />
      <GiftFilters draft={draft} onChange={edit} />
      <AsyncView state={records}>
        {(data) => (
          <>
            <RecordTotals data-testid="gift-totals">
              {t('giftRecord.count')}
              <strong>{data.total}</strong>
              {t('giftRecord.totalAmount')}
              <strong>{formatMoney(data.totalAmount)}</strong>
            </RecordTotals>
            {data.list.length === 0 ? (
              !loading && <EmptyState title={t('giftRecord.empty')} />
            ) : (
              <GiftRecordTable rows={data.list} stale={loading} />
            )}
          </>
        )}
      </AsyncView>
      {records.status !== 'error' && (
        <Pager
          page={page}
          pages={pages}
          busy={loading}
          onChange={setPage}
          label={t('giftRecord.pager')}
          testId="gift-pager"
        />
      )}
    </RecordsPanel>
  );
}
