import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { oddsFormatAtom } from 'shared/state';
import { EmptyState, ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { beijingDay, isDay, matchingRange, quickRange, type QuickRange } from 'shared/format';
import { RecordFilters } from './RecordFilters';
import { RecordPager } from './RecordPager';
import { RecordRow } from './RecordRow';
import { RecordSummary } from './RecordSummary';
import { RECORDS_PAGE_SIZE, useRecordPage, useRecordTotal, type RecordFilter, type RecordStatusFilter } from './use-bet-records';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  color: ${({ theme }) => theme.text};
  h2 { margin: 0; font-size: 1.0625rem; }
`;

const TableWrap = styled.div<{ $stale: boolean }>`
  overflow-x: auto;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.15s;
`;

const Table = styled.table`
  width: 100%;
  min-width: 46rem;
  border-collapse: collapse;
  font-size: 0.8125rem;
  th {
    padding: 0.5rem 0.625rem;
    text-align: left;
    font-weight: 500;
    color: ${({ theme }) => theme.textMuted};
    background: ${({ theme }) => theme.surfaceAlt};
    white-space: nowrap;
  }
  th[data-num] { text-align: right; }
`;

/** The dates and status as typed: applied once they make a valid range. */
interface Draft {
  startDate: string;
  endDate: string;
  status: RecordStatusFilter;
}

/** /mine/betRecord: the member's sports tickets by Beijing days and status, with totals and pages. */
/** A quick range as the records' start and end dates. */
function rangeDates(range: QuickRange): { startDate: string; endDate: string } {
  const { from, to } = quickRange(range, new Date());
  return { startDate: from, endDate: to };
}

export function BetRecords() {
  const { t } = useTranslation(NAMESPACE);
  const format = useAtomValue(oddsFormatAtom) ?? 'H';
  const today = beijingDay(new Date());
  const [draft, setDraft] = useState<Draft>(() => ({ ...rangeDates('today'), status: 'all' }));
  const [filter, setFilter] = useState<RecordFilter>(draft);
  const [page, setPage] = useState(1);

  const records = useRecordPage(filter, page);
  const total = useRecordTotal(filter);

  const dateError = useMemo(() => {
    if (!isDay(draft.startDate) || !isDay(draft.endDate)) return null;
    return draft.startDate > draft.endDate ? t('records.dateOrder') : null;
  }, [draft.endDate, draft.startDate, t]);

  const apply = (next: Draft) => {
    setDraft(next);
    // An unfinished or reversed range stays in the inputs and changes nothing else.
    if (!isDay(next.startDate) || !isDay(next.endDate) || next.startDate > next.endDate) return;
    setFilter(next);
    setPage(1);
  };

  const retry = () => {
    records.reload();
    total.reload();
  };

  const list = records.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((records.data?.total ?? 0) / RECORDS_PAGE_SIZE));
  const loading = records.status === 'loading';

  return (
    <Panel aria-labelledby="bet-records-title">
      <h2 id="bet-records-title">{t('records.title')}</h2>
      <RecordFilters
        startDate={draft.startDate}
        endDate={draft.endDate}
        maxDate={today}
        status={draft.status}
        activeRange={matchingRange(draft.startDate, draft.endDate, new Date())}
        dateError={dateError}
        onRange={(range: QuickRange) => apply({ ...draft, ...rangeDates(range) })}
        onStartDate={(startDate) => apply({ ...draft, startDate })}
        onEndDate={(endDate) => apply({ ...draft, endDate })}
        onStatus={(status) => apply({ ...draft, status })}
      />
      <RecordSummary total={total.data} stale={total.status === 'loading'} />
      {records.status === 'error' && <ErrorState message={records.error} onRetry={retry} />}
      {loading && !records.data && <Spinner />}
      {records.status === 'success' && list.length === 0 && <EmptyState title={t('records.empty')} />}
      {records.status !== 'error' && list.length > 0 && (
        <TableWrap $stale={loading} aria-busy={loading || undefined}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('records.columns.ticket')}</th>
                <th scope="col">{t('records.columns.mode')}</th>
                <th scope="col">{t('records.columns.detail')}</th>
                <th scope="col" data-num="">
                  {t('records.columns.stake')}
                </th>
                <th scope="col">{t('records.columns.status')}</th>
                <th scope="col">{t('records.columns.result')}</th>
                <th scope="col" data-num="">
                  {t('records.columns.payout')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((ticket) => (
                <RecordRow key={ticket.ticket_id} ticket={ticket} format={format} />
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      <RecordPager page={page} pages={pages} busy={loading} onChange={setPage} />
    </Panel>
  );
}
