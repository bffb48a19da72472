import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { DepositOrder } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { NAMESPACE } from '../../../setup';
import { DetailList } from './DetailList';
import { isOpen, timeLeft } from './order-state';

const Amount = styled.span`
  font-size: 1.5rem;
  color: ${({ theme }) => theme.primary};
`;

const Countdown = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.textMuted};
  strong {
    color: ${({ theme }) => theme.danger};
    font-variant-numeric: tabular-nums;
  }
`;

/** The order's number (copyable, for customer service), amount, channel, status and time left. */
export function OrderSummary({ order }: { order: DepositOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const [now, setNow] = useState(() => Date.now());
  const open = isOpen(order.status);
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [open]);

  return (
    <>
      <DetailList
        items={[
          { label: t('deposit.wait.orderNo'), value: order.orderNo, copy: order.orderNo, testId: 'deposit-order-no' },
          {
            label: t('deposit.wait.amount'),
            value: <Amount>{formatMoney(order.amount)}</Amount>,
            testId: 'deposit-order-amount',
          },
          { label: t('deposit.wait.channel'), value: order.channelName },
          {
            label: t('deposit.wait.status'),
            value: t(`deposit.wait.statuses.${order.status}`),
            testId: 'deposit-order-status',
          },
        ]}
      />
      {open && (
        <Countdown aria-live="off">
          {t('deposit.wait.countdown')} <strong>{timeLeft(order, now)}</strong>
          {' · '}
          {t('deposit.wait.polling')}
        </Countdown>
      )}
    </>
  );
}
