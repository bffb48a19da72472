import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { BetRecord, CasinoRound, Ticket } from 'shared/contract';
import { oddsFormatAtom } from 'shared/state';
import { EmptyState, ErrorState, Pager, RecordsPanel, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { beijingDay, isDay, matchingRange, quickRange, type QuickRange } from 'shared/format';
import { CasinoRecordTable } from './CasinoRecordTable';
import { DailyWinLossChart } from './DailyWinLossChart';
import { RecordFilters } from './RecordFilters';
import { RecordSummary } from './RecordSummary';
import { SPORTS_VENUE } from './record-venue';
import { SportsRecordTable } from './SportsRecordTable';
import { RECORDS_PAGE_SIZE, useRecordPage, useRecordTotal, type RecordStatusFilter } from './use-bet-records';
import { useRecordVenue } from './use-record-venue';
import { useRecordVenues } from './use-record-venues';
import { VenueSelect } from './VenueSelect';

const Panel = styled(RecordsPanel)`
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

/** The dates and status as typed: applied once they make a valid range. */
interface Draft {
  startDate: string;
  endDate: string;
  status: RecordStatusFilter;
}

/** A quick range as the records' start and end dates. */
function rangeDates(range: QuickRange): { startDate: string; endDate: string } {
  const { from, to } = quickRange(range, new Date());
  return { startDate: from, endDate: to };
}

/** The rows split by kind: each kind has its own columns. */
function byKind(list: readonly BetRecord[]): { tickets: Ticket[]; rounds: CasinoRound[] } {
  const tickets: Ticket[] = [];
  const rounds: CasinoRound[] = [];
  for (const record of list) {
    if (record.kind === 'sports') tickets.push(record);
    else rounds.push(record);
  }
  return { tickets, rounds };
}

/**
 * /mine/betRecord: the member's records of one venue (the sports book's tickets, or a casino venue's
 * rounds) by Beijing days and status, with totals and pages.
 */
export function BetRecords() {
  const { t } = useTranslation(NAMESPACE);
  const format = useAtomValue(oddsFormatAtom) ?? 'H';
  const today = beijingDay(new Date());
  const [venue, setVenue] = useRecordVenue();
  const venues = useRecordVenues();
  const [draft, setDraft] = useState<Draft>(() => ({ ...rangeDates('today'), status: 'all' }));
  const [applied, setApplied] = useState<Draft>(draft);
  const [page, setPage] = useState(1);
  const filter = useMemo(() => ({ ...applied, venue }), [applied, venue]);

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
    setApplied(next);
    setPage(1);
  };

  const chooseVenue = (next: string) => {
    setVenue(next);
    setPage(1);
  };

  // Also after a cash out: the row turns 已兑现 and the totals move.
  const retry = () => {
    records.reload();
    total.reload();
  };

  const list = records.data?.list ?? [];
  const { tickets, rounds } = byKind(list);
  const pages = Math.max(1, Math.ceil((records.data?.total ?? 0) / RECORDS_PAGE_SIZE));
  const loading = records.status === 'loading';
  const casino = venue !== SPORTS_VENUE;

  return (
    <Panel aria-labelledby="bet-records-title">
      <h2 id="bet-records-title">{t('records.title')}</h2>
      <RecordFilters
        venueSelect={
          <VenueSelect
            value={venue}
            venues={venues.data}
            loading={venues.status === 'loading'}
            failed={venues.status === 'error'}
            onRetry={venues.reload}
            onChange={chooseVenue}
          />
        }
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
      <DailyWinLossChart venue={venue} />
      {records.status === 'error' && <ErrorState message={records.error} onRetry={retry} />}
      {loading && !records.data && <Spinner />}
      {records.status === 'success' && list.length === 0 && (
        <EmptyState title={t('records.empty')}>
          {casino && filter.status === 'unsettled' && <span>{t('records.casino.noUnsettled')}</span>}
        </EmptyState>
      )}
      {records.status !== 'error' && tickets.length > 0 && (
        <SportsRecordTable tickets={tickets} format={format} stale={loading} onCashedOut={retry} />
      )}
      {records.status !== 'error' && rounds.length > 0 && <CasinoRecordTable rounds={rounds} stale={loading} />}
      <Pager
        page={page}
        pages={pages}
        busy={loading}
        onChange={setPage}
        label={t('records.pagination.label')}
        testId="bet-record-pager"
        pageTestId="bet-record-page"
      />
    </Panel>
  );
}
