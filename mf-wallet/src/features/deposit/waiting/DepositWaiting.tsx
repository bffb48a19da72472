import { useTranslation } from 'shared/i18n';
import type { DepositOrder } from 'shared/contract';
import { ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { CashierLink } from './CashierLink';
import { CloseOrderButton } from './CloseOrderButton';
import { Panel, Row, SectionTitle } from '../deposit-styles';
import { isOpen } from './order-state';
import { OrderResult } from './OrderResult';
import { OrderSummary } from './OrderSummary';
import { SignalCodeDetails } from './SignalCodeDetails';
import { TransferDetails } from './TransferDetails';
import { useDepositOrder } from './use-deposit-order';

/** What the player does to pay, by the order's waiting screen (SPEC §2). */
function HowToPay({ order }: { order: DepositOrder }) {
  switch (order.waitKind) {
    case 'transfer':
      return <TransferDetails order={order} />;
    case 'virtual':
    case 'xnbsk':
      return <SignalCodeDetails order={order} />;
    case 'recharge':
    case 'huione':
      return null;
  }
}

/**
 * The waiting screens (rechargeWait, transferWait, virtualWait at /mine/savemoney; huiwangWait;
 * xnbskWait): the order, how to pay it, its status polled until paid, closed or expired, and 关闭订单.
 */
export function DepositWaiting({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation(NAMESPACE);
  const order = useDepositOrder(orderNo);

  if (order.status === 'loading' && !order.data) return <Spinner label={t('deposit.wait.loading')} />;
  if (!order.data)
    return (
      <ErrorState
        title={t('deposit.wait.loadFailed')}
        message={order.error ?? t('deposit.wait.loadFailed')}
        onRetry={order.reload}
      />
    );
  const current = order.data;
  const open = isOpen(current.status);
  const prominentCashier = current.waitKind === 'recharge' || current.waitKind === 'huione';

  return (
    <Panel aria-labelledby="deposit-wait-title" data-testid={`deposit-wait-${current.waitKind}`}>
      <SectionTitle id="deposit-wait-title" as="h2">
        {t(`deposit.wait.titles.${current.waitKind}`)}
      </SectionTitle>
      <OrderSummary order={current} />
      {open ? (
        <>
          <HowToPay order={current} />
          {current.cashierUrl !== null && <CashierLink url={current.cashierUrl} prominent={prominentCashier} />}
          <Row>
            <CloseOrderButton orderNo={current.orderNo} onSettled={order.check} />
          </Row>
        </>
      ) : (
        <OrderResult order={current} />
      )}
    </Panel>
  );
}
