import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { withdrawOrderInfo, type WithdrawOrder, type WithdrawStatus } from 'shared/contract';
import { formatBeijingTime, formatMoney } from 'shared/format';
import {
  Button,
  EmptyState,
  ErrorState,
  PillGroup,
  RecordsTable,
  Spinner,
  useOrderStateWatch,
  type RecordColumn,
} from 'shared/ui';
import { useEndpoint } from 'shared/query';
import styled from 'styled-components';
import { NAMESPACE } from '../../setup';
import { Muted, Panel, Row, SectionTitle } from '../../ui/panel';

const Status = styled.span<{ $status: WithdrawStatus }>`
  color: ${({ theme, $status }) => ($status === 'approved' ? theme.success : $status === 'refused' ? theme.danger : theme.textMuted)};
  font-weight: 600;
`;

const FILTERS: readonly (WithdrawStatus | 'all')[] = ['all', 'pending', 'approved', 'refused'];

/** While an order waits for the back office, the list asks again this often, so its decision shows without a reload. */
export const PENDING_POLL_MS = 3000;

type Translate = ReturnType<typeof useTranslation>['t'];

function orderColumns(t: Translate): RecordColumn<WithdrawOrder>[] {
  return [
    {
      key: 'time',
      title: t('withdraw.orders.time'),
      cell: (order) => (
        <>
          {formatBeijingTime(order.createdAt)}
          <Muted>{order.orderNo}</Muted>
        </>
      ),
    },
    {
      key: 'account',
      title: t('withdraw.orders.account'),
      cell: (order) => `${order.accountName} ${order.accountMasked}`,
    },
    {
      key: 'amount',
      title: t('withdraw.orders.amount'),
      cell: (order) => (
        <>
          {formatMoney(order.amount)}
          {order.fee > 0 && <Muted>{t('withdraw.orders.fee', { fee: formatMoney(order.fee) })}</Muted>}
          {order.usdtAmount !== null && (
            <Muted>{t('withdraw.orders.usdt', { usdt: order.usdtAmount.toFixed(2) })}</Muted>
          )}
        </>
      ),
    },
    {
      key: 'state',
      title: t('withdraw.orders.state'),
      cell: (order) => (
        <>
          <Status $status={order.status}>{t(`withdraw.status.${order.status}`)}</Status>
          {order.remark && <Muted>{order.remark}</Muted>}
        </>
      ),
    },
  ];
}

/**
 * 提款记录: the member's withdrawals with their state, filtered and paged. It reloads with every
 * money change and, while an order is pending, every few seconds; a reload that finds an order
 * decided tells the rest of the page (locked money).
 */
export function WithdrawOrders() {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<WithdrawStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const orders = useEndpoint(
    withdrawOrderInfo,
    filter === 'all' ? { pageNum: page, pageSize: 10 } : { pageNum: page, pageSize: 10, status: filter },
    {
      group: 'money',
      poll: (list) => (list?.list.some((order) => order.status === 'pending') ? PENDING_POLL_MS : false),
    },
  );
  const data = orders.data;
  useOrderStateWatch(data?.list);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Panel aria-labelledby="withdraw-orders-title">
      <Row style={{ justifyContent: 'space-between' }}>
        <SectionTitle id="withdraw-orders-title">{t('withdraw.orders.title')}</SectionTitle>
        <Button variant="ghost" onClick={orders.reload} disabled={orders.status === 'loading'}>
          {t('withdraw.orders.refresh')}
        </Button>
      </Row>
      <PillGroup
        label={t('withdraw.orders.filter')}
        options={FILTERS.map((candidate) => ({ value: candidate, label: t(`withdraw.status.${candidate}`) }))}
        value={filter}
        onChange={(candidate) => {
          setFilter(candidate);
          setPage(1);
        }}
      />
      {orders.status === 'loading' && !data && <Spinner label={t('withdraw.orders.loading')} />}
      {orders.status === 'error' && !data && (
        <ErrorState title={t('withdraw.orders.loadFailed')} message={orders.error} onRetry={orders.reload} />
      )}
      {data && data.list.length === 0 && <EmptyState title={t('withdraw.orders.empty')} />}
      {data && data.list.length > 0 && (
        <>
          <RecordsTable
            columns={orderColumns(t)}
            rows={data.list}
            rowKey={(order) => order.orderNo}
            rowData={(order) => ({ 'data-order': order.orderNo })}
            stale={orders.status === 'loading'}
          />
          {pages > 1 && (
            <Row>
              <Button variant="ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('withdraw.orders.previous')}
              </Button>
              <Muted>{t('withdraw.orders.page', { page, pages })}</Muted>
              <Button variant="ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('withdraw.orders.next')}
              </Button>
            </Row>
          )}
        </>
      )}
    </Panel>
  );
}
