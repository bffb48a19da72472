import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared/format';
import { dateRangeProblem, EmptyState, ErrorState, PageHead, Pager, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { defaultGiftFilter, PAGE_SIZE, type GiftFilter } from './gift-filter';
import { GiftFilters } from './GiftFilters';
import { GiftRecordTable } from './GiftRecordTable';
import { useGiftRecords } from './use-gift-records';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  color: ${({ theme }) => theme.text};
`;

const Totals = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.textMuted};
  strong { color: ${({ theme }) => theme.text}; margin: 0 1rem 0 0.25rem; font-variant-numeric: tabular-nums; }
`;

/** /mine/giftRecord: the rewards paid to the member, by source and Beijing days, newest first, paged. */
export function GiftRecords() {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<GiftFilter>(() => defaultGiftFilter(new Date()));
  // The filter asked for: a draft with incomplete or reversed days waits here until it is fixed.
  const [filter, setFilter] = useState<GiftFilter>(draft);
  const [page, setPage] = useState(1);
  const records = useGiftRecords(filter, page);

  const edit = (next: GiftFilter) => {
    setDraft(next);
    if (dateRangeProblem({ from: next.startDate, to: next.endDate }) !== null) return;
    setFilter(next);
    setPage(1);
  };

  const data = records.data;
  const loading = records.status === 'loading';
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <Panel aria-labelledby="gift-record-title">
      <PageHead id="gift-record-title" title={t('giftRecord.title')} />
      <GiftFilters draft={draft} onChange={edit} />
      {records.status !== 'error' && data && (
        <Totals data-testid="gift-totals">
          {t('giftRecord.count')}
          <strong>{data.total}</strong>
          {t('giftRecord.totalAmount')}
          <strong>{formatMoney(data.totalAmount)}</strong>
        </Totals>
      )}
      {records.status === 'error' && <ErrorState message={records.error} onRetry={records.reload} />}
      {loading && !data && <Spinner />}
      {records.status === 'success' && data?.list.length === 0 && <EmptyState title={t('giftRecord.empty')} />}
      {records.status !== 'error' && data && data.list.length > 0 && <GiftRecordTable rows={data.list} stale={loading} />}
      {records.status !== 'error' && <Pager page={page} pages={pages} busy={loading} onChange={setPage} label={t('giftRecord.pager')} testId="gift-pager" />}
    </Panel>
  );
}
