import { useTranslation } from 'shared/i18n';
import { queryDealRecord, type DealRecord, type DealType } from 'shared/contract';
import { formatBeijingTime, formatMoney, quickRange } from 'shared/format';
import {
  AsyncView,
  DateRangeFilter,
  EmptyState,
  PageHead,
  Pager,
  PillGroup,
  RecordsPanel,
  RecordsTable,
  RecordTotals,
  useRecordFilter,
  type DayRange,
  type RecordColumn,
} from 'shared/ui';
import { useEndpoint } from 'shared/query';
import { NAMESPACE } from '../../setup';

export const DEAL_TYPES: readonly DealType[] = [
  'all',
  'deposit',
  'withdraw',
  'transfer',
  'bet',
  'payout',
  'bonus',
  'other',
];
export const PAGE_SIZE = 10;
/** The server answers at most 90 days (server/src/funds/records). */
export const MAX_RANGE_DAYS = 90;

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

type Translate = ReturnType<typeof useTranslation>['t'];

function recordColumns(t: Translate): RecordColumn<DealRecord>[] {
  return [
    { key: 'time', title: t('records.columns.time'), cell: (row) => formatBeijingTime(row.createdAt) },
    {
      key: 'type',
      title: t('records.columns.type'),
      cell: (row) => t(`records.kinds.${row.kind}`, { defaultValue: t(`records.types.${row.type}`) }),
    },
    { key: 'wallet', title: t('records.columns.wallet'), cell: (row) => row.walletName },
    {
      key: 'amount',
      title: t('records.columns.amount'),
      num: true,
      tone: (row) => (row.amount > 0 ? 'credit' : 'debit'),
      cell: (row) => `${row.amount > 0 ? '+' : '-'}${formatMoney(Math.abs(row.amount))}`,
    },
    { key: 'balance', title: t('records.columns.balance'), num: true, cell: (row) => formatMoney(row.balanceAfter) },
    { key: 'remark', title: t('records.columns.remark'), cell: (row) => row.remark },
  ];
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
      <PillGroup
        label={t('records.typeLabel')}
        options={DEAL_TYPES.map((type) => ({ value: type, label: t(`records.types.${type}`) }))}
        value={draft.type}
        onChange={(type) => apply({ ...draft, type })}
      />
      <DateRangeFilter
        value={daysOf(draft)}
        onChange={({ from, to }) => apply({ ...draft, beginTime: from, endTime: to })}
        maxDays={MAX_RANGE_DAYS}
      />
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
      <AsyncView
        state={records}
        isEmpty={(answer) => answer.list.length === 0}
        empty={<EmptyState title={t('records.empty')} />}
      >
        {(answer) => (
          <RecordsTable
            columns={recordColumns(t)}
            rows={answer.list}
            rowKey={(row) => row.id}
            stale={loading}
            testId="deal-records"
            rowTestId="deal-record"
          />
        )}
      </AsyncView>
      {records.status !== 'error' && (
        <Pager
          page={page}
          pages={pages}
          busy={loading}
          onChange={setPage}
          label={t('records.pager.label')}
          testId="deal-pager"
        />
      )}
    </RecordsPanel>
  );
}
