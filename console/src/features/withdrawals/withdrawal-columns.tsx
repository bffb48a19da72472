import type { TFunction } from 'i18next';
import type { DeskWithdrawal } from 'shared/contract/console';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { Button, Muted, Row, type RecordColumn } from 'shared/ui';
import { RevealAccount } from './RevealAccount';
import { RiskHints } from './RiskHints';

export type Decide = (order: DeskWithdrawal, kind: 'approve' | 'refuse') => void;

const OPEN = new Set<DeskWithdrawal['status']>(['pending', 'awaiting_second']);

/** Where the order stands, with the four-eyes marks. */
function StateCell({ order, t }: { order: DeskWithdrawal; t: TFunction }) {
  return (
    <div data-testid="withdraw-state">
      <div>{t(`withdrawals.status.${order.status}`)}</div>
      {order.needsTwoApprovals && <Muted $size="0.75rem">{t('withdrawals.needsTwo')}</Muted>}
      {order.firstApproval && (
        <div>
          <Muted $size="0.75rem">{t('withdrawals.firstApproval', { name: order.firstApproval.operatorName })}</Muted>
        </div>
      )}
      {order.decidedBy && (
        <div>
          <Muted $size="0.75rem">{t('withdrawals.decidedBy', { name: order.decidedBy.operatorName })}</Muted>
        </div>
      )}
    </div>
  );
}

export function withdrawalColumns(t: TFunction, decide: Decide): RecordColumn<DeskWithdrawal>[] {
  return [
    {
      key: 'order',
      title: t('withdrawals.columns.order'),
      cell: (order) => (
        <>
          <div>{order.orderNo}</div>
          <Muted $size="0.75rem">{formatBeijingTime(order.createdAt, 'minute')}</Muted>
        </>
      ),
    },
    { key: 'member', title: t('withdrawals.columns.member'), cell: (order) => order.memberName },
    { key: 'amount', title: t('withdrawals.columns.amount'), num: true, cell: (order) => formatMoney(order.amount) },
    { key: 'account', title: t('withdrawals.columns.account'), cell: (order) => <RevealAccount order={order} /> },
    {
      key: 'turnover',
      title: t('withdrawals.columns.turnover'),
      cell: (order) =>
        order.turnover.remaining <= 0
          ? t('withdrawals.turnoverDone')
          : t('withdrawals.turnoverLeft', { amount: formatMoney(order.turnover.remaining) }),
    },
    { key: 'risks', title: t('withdrawals.columns.risks'), cell: (order) => <RiskHints risks={order.risks} /> },
    { key: 'state', title: t('withdrawals.columns.state'), cell: (order) => <StateCell order={order} t={t} /> },
    {
      key: 'actions',
      title: t('withdrawals.columns.actions'),
      cell: (order) =>
        OPEN.has(order.status) ? (
          <Row $gap="0.5rem" $wrap={false}>
            <Button type="button" onClick={() => decide(order, 'approve')}>
              {t('withdrawals.approve')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => decide(order, 'refuse')}>
              {t('withdrawals.refuse')}
            </Button>
          </Row>
        ) : null,
    },
  ];
}
