import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/api';
import { queryDealRecord, type DealType } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { DateRangeFilter, dateRangeProblem, EmptyState, ErrorState, PageHead, PillButton, Spinner, useAsync, type DayRange } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { formatBeijingTime, quickRange } from 'shared/format';

export const DEAL_TYPES: readonly DealType[] = ['all', 'deposit', 'withdraw', 'transfer', 'bet', 'payout', 'bonus', 'other'];
export const PAGE_SIZE = 10;
/** The server answers at most 90 days (server/src/funds/records). */
export const MAX_RANGE_DAYS = 90;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Totals = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.textMuted};
  strong { color: ${({ theme }) => theme.text}; margin: 0 1rem 0 0.25rem; font-variant-numeric: tabular-nums; }
`;

const Table = styled.table<{ $stale: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  th, td { padding: 0.5rem 0.625rem; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.border}; white-space: nowrap; }
  th { font-weight: 500; color: ${({ theme }) => theme.textMuted}; background: ${({ theme }) => theme.surfaceAlt}; }
  [data-num] { text-align: right; font-variant-numeric: tabular-nums; }
`;

const Amount = styled.td<{ $credit: boolean }>`
  color: ${({ theme, $credit }) => ($credit ? theme.success : theme.danger)};
`;

const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 0.75rem;
  font-size: 0.875rem;
  button {
    padding: 0.375rem 0.875rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surface};
    color: ${({ theme }) => theme.text};
    cursor: pointer;
  }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
`;

interface Filter {
  type: DealType;
  beginTime: string;
  endTime: string;
}

const daysOf = (filter: Filter): DayRange => ({ from: filter.beginTime, to: filter.endTime });

/** /mine/transRecord: the member's deal records by type and Beijing days, newest first, paged. */
export function TransRecordPage() {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState<Filter>(() => {
    const { from, to } = quickRange('week', new Date());
    return { type: 'all', beginTime: from, endTime: to };
  });
  const [filter, setFilter] = useState<Filter>(draft);
  const [page, setPage] = useState(1);
  const records = useAsync(() => api.request(queryDealRecord, { ...filter, pageNum: page, pageSize: PAGE_SIZE }), [filter, page]);

  // A draft with unfinished, reversed or too long days waits here until it is fixed.
  const apply = (next: Filter) => {
    setDraft(next);
    if (dateRangeProblem(daysOf(next), MAX_RANGE_DAYS) !== null) return;
    setFilter(next);
    setPage(1);
  };

  const data = records.data;
  const loading = records.status === 'loading';
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <Panel aria-labelledby="trans-record-title">
      <PageHead id="trans-record-title" title={t('records.title')} />
      <Row role="group" aria-label={t('records.typeLabel')}>
        {DEAL_TYPES.map((type) => (
          <PillButton key={type} type="button" $active={draft.type === type} aria-pressed={draft.type === type} onClick={() => apply({ ...draft, type })}>
            {t(`records.types.${type}`)}
          </PillButton>
        ))}
      </Row>
      <DateRangeFilter value={daysOf(draft)} onChange={({ from, to }) => apply({ ...draft, beginTime: from, endTime: to })} maxDays={MAX_RANGE_DAYS} />
      {data && (
        <Totals data-testid="deal-totals">
          {t('records.count')}
          <strong>{data.total}</strong>
          {t('records.income')}
          <strong>{formatMoney(data.totalIncome)}</strong>
          {t('records.expense')}
          <strong>{formatMoney(data.totalExpense)}</strong>
        </Totals>
      )}
      {records.status === 'error' && <ErrorState message={records.error} onRetry={records.reload} />}
      {loading && !data && <Spinner />}
      {records.status === 'success' && data?.list.length === 0 && <EmptyState title={t('records.empty')} />}
      {records.status !== 'error' && data && data.list.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <Table $stale={loading} aria-busy={loading || undefined} data-testid="deal-records">
            <thead>
              <tr>
                <th scope="col">{t('records.columns.time')}</th>
                <th scope="col">{t('records.columns.type')}</th>
                <th scope="col">{t('records.columns.wallet')}</th>
                <th scope="col" data-num="">
                  {t('records.columns.amount')}
                </th>
                <th scope="col" data-num="">
                  {t('records.columns.balance')}
                </th>
                <th scope="col">{t('records.columns.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={row.id} data-testid="deal-record">
                  <td>{formatBeijingTime(row.createdAt)}</td>
                  <td>{t(`records.kinds.${row.kind}`, { defaultValue: t(`records.types.${row.type}`) })}</td>
                  <td>{row.walletName}</td>
                  <Amount data-num="" $credit={row.amount > 0}>
                    {row.amount > 0 ? '+' : '-'}
                    {formatMoney(Math.abs(row.amount))}
                  </Amount>
                  <td data-num="">{formatMoney(row.balanceAfter)}</td>
                  <td>{row.remark}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {pages > 1 && (
        <Pager aria-label={t('records.pager.label')}>
          <button type="button" disabled={loading || page <= 1} onClick={() => setPage(page - 1)}>
            {t('records.pager.previous')}
          </button>
          <span aria-live="polite">{t('records.pager.position', { page, pages })}</span>
          <button type="button" disabled={loading || page >= pages} onClick={() => setPage(page + 1)}>
            {t('records.pager.next')}
          </button>
        </Pager>
      )}
    </Panel>
  );
}
