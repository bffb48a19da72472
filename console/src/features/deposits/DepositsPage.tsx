import { useMemo, useState } from 'react';
import { consoleDepositOrders, type DeskDeposit, type DeskDepositState } from 'shared/contract/console';
import { formatMoney } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { Button, Muted, PillGroup, Row, Surface } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { PagedRecords } from '../../ui/PagedRecords';
import { DepositActionDialog } from './DepositActionDialog';
import { depositColumns } from './deposit-columns';
import { DepositDetailDialog } from './DepositDetailDialog';
import { depositFilterOf, type DepositFilterFields } from './deposit-filter';
import { DepositFilters } from './DepositFilters';

const STATES: readonly DeskDepositState[] = ['open', 'paid', 'expired', 'closed'];
const PAGE_SIZE = 10;
/** Players pay and providers confirm all the time: the list follows quietly while the tab is visible. */
export const DEPOSITS_POLL_MS = 15_000;

type Opened = { order: DeskDeposit; act: 'detail' | 'confirm' | 'expire' };

export function DepositsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<DeskDepositState>('open');
  const [pageNum, setPageNum] = useState(1);
  const [filter, setFilter] = useState<DepositFilterFields>({});
  const [rangeProblem, setRangeProblem] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useEndpoint(
    consoleDepositOrders,
    { state, pageNum, pageSize: PAGE_SIZE, ...filter },
    { poll: DEPOSITS_POLL_MS },
  );
  const columns = useMemo(() => depositColumns(t, (order, act) => setOpened({ order, act })), [t]);

  return (
    <section aria-labelledby="deposits-title">
      <h1 id="deposits-title">{t('pages.deposits')}</h1>
      <Surface $padding="1rem">
        <Row $gap="1rem" $justify="space-between">
          <PillGroup
            label={t('deposits.state')}
            kind="tabs"
            value={state}
            onChange={(next) => {
              setState(next);
              setPageNum(1);
            }}
            options={STATES.map((value) => ({ value, label: t(`deposits.status.${value}`) }))}
          />
          <Button type="button" variant="ghost" onClick={list.reload} disabled={list.status === 'loading'}>
            {t('deposits.refresh')}
          </Button>
        </Row>
        <DepositFilters
          channels={list.data?.channels ?? []}
          rangeProblem={rangeProblem}
          onApply={(draft) => {
            const next = depositFilterOf(draft);
            setRangeProblem('problem' in next);
            if ('problem' in next) return;
            setFilter(next);
            setPageNum(1);
          }}
        />
        {list.data && (
          <Muted data-testid="deposit-totals">
            {t('deposits.totals', { count: list.data.total, amount: formatMoney(list.data.totalAmount) })}
          </Muted>
        )}
        {done && (
          <p role="status" data-testid="deposit-done">
            {done}
          </p>
        )}
        <PagedRecords
          state={list}
          columns={columns}
          rowKey={(order) => order.orderNo}
          empty={t('deposits.empty')}
          testId="deposits-table"
          rowTestId="deposit-row"
          onPage={setPageNum}
        />
      </Surface>
      {opened?.act === 'detail' && (
        <DepositDetailDialog orderNo={opened.order.orderNo} onClose={() => setOpened(null)} />
      )}
      {opened && opened.act !== 'detail' && (
        <DepositActionDialog
          order={opened.order}
          kind={opened.act}
          onClose={() => setOpened(null)}
          onDone={(order) => {
            setDone(t(order.status === 'paid' ? 'deposits.confirmed' : 'deposits.expired', { orderNo: order.orderNo }));
            setOpened(null);
          }}
        />
      )}
    </section>
  );
}
