import { useTranslation } from 'shared/i18n';
import { queryDealRecord, type DealType } from 'shared/contract';
import { formatBeijingTime, formatMoney, quickRange } from 'shared/format';
import { DataTable, DateRangeFilter, EmptyState, ErrorState, PageHead, Pager, PillButton, RecordsPanel, RecordTotals, Spinner, TableFrame, useRecordFilter, type DayRange } from 'shared/ui';
import { useEndpoint } from 'shared/query';
import styled from 'styled-components';
import { NAMESPACE } from '../../setup';

export const DEAL_TYPES: readonly DealType[] = ['all', 'deposit', 'withdraw', 'transfer', 'bet', 'payout', 'bonus', 'other'];
export const PAGE_SIZE = 10;
/** The server answers at most 90 days (server/src/funds/records). */
export const MAX_RANGE_DAYS = 90;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

interface Filter {
  type: DealType;
  beginTime: string;
  endTime: string;
}

const daysOf = (filter: Filter): DayRange => ({ from: filter.beginTime, to: filter.endTime });

/** Every type over the last 7 Beijing days, today included. */
function initialFilter(): Filter {
  const { from, to } = quickRange('week', new Date());
  return { type: 'all', beginTime: from, endTime: to };
}

/** /mine/transRecord: the member's deal records by type and Beijing days, newest first, paged. */
export function TransRecordPage() {
  const { t } = useTranslation(NAMESPACE);
  const { draft, filter, page, edit: apply, setPage } = useRecordFilter<Filter>(initialFilter, daysOf, MAX_RANGE_DAYS);
  const records = useEndpoint(queryDealRecord, { ...filter, pageNum: page, pageSize: PAGE_SIZE }, { group: 'money' });

  const data = records.data;
  const loading = records.status === 'loading';
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <RecordsPanel aria-labelledby="trans-record-title">
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
        <RecordTotals data-testid="deal-totals">
          {t('records.count')}
          <strong>{data.total}</strong>
          {t('records.income')}
          <strong>{formatMoney(data.totalIncome)}</strong>
          {t('records.expense')}
          <strong>{formatMoney(data.totalExpense)}</strong>
        </RecordTotals>
      )}
      {records.status === 'error' && <ErrorState message={records.error} onRetry={records.reload} />}
      {loading && !data && <Spinner />}
      {records.status === 'success' && data?.list.length === 0 && <EmptyState title={t('records.empty')} />}
      {records.status !== 'error' && data && data.list.length > 0 && (
        <TableFrame $stale={loading}>
          <DataTable aria-busy={loading || undefined} data-testid="deal-records">
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
                  <td data-num="" {...(row.amount > 0 ? { 'data-credit': '' } : { 'data-debit': '' })}>
                    {row.amount > 0 ? '+' : '-'}
                    {formatMoney(Math.abs(row.amount))}
                  </td>
                  <td data-num="">{formatMoney(row.balanceAfter)}</td>
                  <td>{row.remark}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableFrame>
      )}
      {records.status !== 'error' && <Pager page={page} pages={pages} busy={loading} onChange={setPage} label={t('records.pager.label')} testId="deal-pager" />}
    </RecordsPanel>
  );
}
