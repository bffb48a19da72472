import { useMemo, useState, type FormEvent } from 'react';
import { consoleWithdrawQueue, type DeskWithdrawal } from 'shared/contract/console';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { Button, Muted, PillGroup, Row, Surface, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { PagedRecords } from '../../ui/PagedRecords';
import { DecisionDialog } from './DecisionDialog';
import { withdrawalColumns } from './withdrawal-columns';

type QueueStatus = 'open' | 'pending' | 'awaiting_second' | 'approved' | 'refused';
const STATUSES: readonly QueueStatus[] = ['open', 'pending', 'awaiting_second', 'approved', 'refused'];
const PAGE_SIZE = 10;
/** Other operators decide too: the queue follows them quietly while the tab is visible. */
export const QUEUE_POLL_MS = 15_000;

export function WithdrawalsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [status, setStatus] = useState<QueueStatus>('open');
  const [pageNum, setPageNum] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [deciding, setDeciding] = useState<{ order: DeskWithdrawal; kind: 'approve' | 'refuse' } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const input = { status, pageNum, pageSize: PAGE_SIZE, ...(search ? { search } : {}) };
  const state = useEndpoint(consoleWithdrawQueue, input, { poll: QUEUE_POLL_MS });
  const columns = useMemo(() => withdrawalColumns(t, (order, kind) => setDeciding({ order, kind })), [t]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setPageNum(1);
    setSearch(searchText.trim());
  };

  return (
    <section aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title">{t('pages.withdrawals')}</h1>
      <Surface $padding="1rem">
        <Row $gap="1rem" $justify="space-between">
          <PillGroup
            label={t('withdrawals.filter')}
            kind="tabs"
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPageNum(1);
            }}
            options={STATUSES.map((value) => ({ value, label: t(`withdrawals.status.${value}`) }))}
          />
          <form onSubmit={submitSearch}>
            <Row $gap="0.5rem">
              <TextField
                label={t('withdrawals.search')}
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
              />
              <Button type="submit" variant="secondary">
                {t('withdrawals.searchButton')}
              </Button>
              <Button type="button" variant="ghost" onClick={state.reload} disabled={state.status === 'loading'}>
                {t('withdrawals.refresh')}
              </Button>
            </Row>
          </form>
        </Row>
        {state.data && <Muted>{t('withdrawals.fourEyes', { amount: formatMoney(state.data.fourEyesAbove) })}</Muted>}
        {done && (
          <p role="status" data-testid="decision-done">
            {done}
          </p>
        )}
        <PagedRecords
          state={state}
          columns={columns}
          rowKey={(order) => order.orderNo}
          empty={t('withdrawals.empty')}
          testId="withdrawals-table"
          rowTestId="withdrawal-row"
          onPage={setPageNum}
        />
      </Surface>
      {deciding && (
        <DecisionDialog
          order={deciding.order}
          kind={deciding.kind}
          onClose={() => setDeciding(null)}
          onDecided={(order) => {
            const key =
              order.status === 'refused' ? 'refused' : order.status === 'awaiting_second' ? 'firstDone' : 'approved';
            setDone(t(`withdrawals.${key}`, { orderNo: order.orderNo }));
            setDeciding(null);
          }}
        />
      )}
    </section>
  );
}
