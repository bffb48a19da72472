import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { withdrawOrderInfo, type WithdrawStatus } from 'shared/contract';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { Button, EmptyState, ErrorState, PillButton, Spinner, useOrderStateWatch } from 'shared/ui';
import { useEndpoint } from 'shared/query';
import styled from 'styled-components';
import { NAMESPACE } from '../../setup';
import { Muted, Panel, Row, SectionTitle } from '../../ui/panel';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  th,
  td {
    padding: 0.5rem 0.375rem;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.textMuted};
    font-weight: 500;
  }
`;

const Status = styled.span<{ $status: WithdrawStatus }>`
  color: ${({ theme, $status }) => ($status === 'approved' ? theme.success : $status === 'refused' ? theme.danger : theme.textMuted)};
  font-weight: 600;
`;

const FILTERS: readonly (WithdrawStatus | 'all')[] = ['all', 'pending', 'approved', 'refused'];

/** While an order waits for the back office, the list asks again this often, so its decision shows without a reload. */
export const PENDING_POLL_MS = 3000;

/**
 * 提款记录: the member's withdrawals with their state, filtered and paged. It reloads with every
 * money change and, while an order is pending, every few seconds; a reload that finds an order
 * decided tells the rest of the page (locked money).
 */
export function WithdrawOrders() {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<WithdrawStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const orders = useEndpoint(withdrawOrderInfo, filter === 'all' ? { pageNum: page, pageSize: 10 } : { pageNum: page, pageSize: 10, status: filter }, {
    group: 'money',
    poll: (list) => (list?.list.some((order) => order.status === 'pending') ? PENDING_POLL_MS : false),
  });
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
      <Row role="group" aria-label={t('withdraw.orders.filter')}>
        {FILTERS.map((candidate) => (
          <PillButton
            key={candidate}
            type="button"
            $active={candidate === filter}
            aria-pressed={candidate === filter}
            onClick={() => {
              setFilter(candidate);
              setPage(1);
            }}
          >
            {t(`withdraw.status.${candidate}`)}
          </PillButton>
        ))}
      </Row>
      {orders.status === 'loading' && !data && <Spinner label={t('withdraw.orders.loading')} />}
      {orders.status === 'error' && !data && <ErrorState title={t('withdraw.orders.loadFailed')} message={orders.error} onRetry={orders.reload} />}
      {data && data.list.length === 0 && <EmptyState title={t('withdraw.orders.empty')} />}
      {data && data.list.length > 0 && (
        <>
          <Table>
            <thead>
              <tr>
                <th>{t('withdraw.orders.time')}</th>
                <th>{t('withdraw.orders.account')}</th>
                <th>{t('withdraw.orders.amount')}</th>
                <th>{t('withdraw.orders.state')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((order) => (
                <tr key={order.orderNo} data-order={order.orderNo}>
                  <td>
                    {formatBeijingTime(order.createdAt)}
                    <Muted>{order.orderNo}</Muted>
                  </td>
                  <td>
                    {order.accountName} {order.accountMasked}
                  </td>
                  <td>
                    {formatMoney(order.amount)}
                    {order.fee > 0 && <Muted>{t('withdraw.orders.fee', { fee: formatMoney(order.fee) })}</Muted>}
                    {order.usdtAmount !== null && <Muted>{t('withdraw.orders.usdt', { usdt: order.usdtAmount.toFixed(2) })}</Muted>}
                  </td>
                  <td>
                    <Status $status={order.status}>{t(`withdraw.status.${order.status}`)}</Status>
                    {order.remark && <Muted>{order.remark}</Muted>}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
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
