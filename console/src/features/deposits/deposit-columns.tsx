import type { TFunction } from 'i18next';
import type { DeskDeposit } from 'shared/contract/console';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { Button, Muted, Row, type RecordColumn } from 'shared/ui';

export type DepositAct = (order: DeskDeposit, act: 'detail' | 'confirm' | 'expire') => void;

const OPEN = new Set<DeskDeposit['status']>(['created', 'waiting']);

/** Where the order stands, and which operator ended it. */
function StateCell({ order, t }: { order: DeskDeposit; t: TFunction }) {
  return (
    <div data-testid="deposit-state">
      <div>{t(`deposits.status.${order.status}`)}</div>
      {order.decidedBy && (
        <Muted $size="0.75rem">{t('deposits.decidedByName', { name: order.decidedBy.operatorName })}</Muted>
      )}
    </div>
  );
}

export function depositColumns(t: TFunction, act: DepositAct): RecordColumn<DeskDeposit>[] {
  return [
    {
      key: 'order',
      title: t('deposits.columns.order'),
      cell: (order) => (
        <>
          <div>{order.orderNo}</div>
          <Muted $size="0.75rem">{formatBeijingTime(order.createdAt, 'minute')}</Muted>
        </>
      ),
    },
    {
      key: 'member',
      title: t('deposits.columns.member'),
      cell: (order) => (
        <>
          <div>{order.memberName}</div>
          <Muted $size="0.75rem">ID {order.memberId}</Muted>
        </>
      ),
    },
    { key: 'channel', title: t('deposits.columns.channel'), cell: (order) => order.channelName },
    { key: 'amount', title: t('deposits.columns.amount'), num: true, cell: (order) => formatMoney(order.amount) },
    { key: 'reference', title: t('deposits.columns.reference'), cell: (order) => order.reference || '-' },
    { key: 'state', title: t('deposits.columns.state'), cell: (order) => <StateCell order={order} t={t} /> },
    {
      key: 'actions',
      title: t('deposits.columns.actions'),
      cell: (order) => (
        <Row $gap="0.5rem" $wrap={false}>
          <Button type="button" variant="ghost" onClick={() => act(order, 'detail')}>
            {t('deposits.detail')}
          </Button>
          {OPEN.has(order.status) && order.waitKind === 'transfer' && (
            <Button type="button" onClick={() => act(order, 'confirm')}>
              {t('deposits.confirm')}
            </Button>
          )}
          {OPEN.has(order.status) && (
            <Button type="button" variant="secondary" onClick={() => act(order, 'expire')}>
              {t('deposits.expire')}
            </Button>
          )}
        </Row>
      ),
    },
  ];
}
