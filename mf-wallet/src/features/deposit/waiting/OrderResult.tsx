import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { DepositOrder } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { useNavigator } from 'shared/routes';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../../setup';

const Box = styled.div<{ $ok: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 1.5rem 1rem;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  h2 {
    margin: 0;
    font-size: 1.25rem;
    color: ${({ theme, $ok }) => ($ok ? theme.success : theme.danger)};
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

/** A finished order: paid (the money is in the centre wallet), closed or expired, and 再存一笔. */
export function OrderResult({ order }: { order: DepositOrder }) {
  const { t } = useTranslation(NAMESPACE);
  const navigator = useNavigator();
  const paid = order.status === 'paid';
  const [title, text] = paid
    ? [t('deposit.wait.paidTitle'), t('deposit.wait.paidText', { amount: formatMoney(order.amount) })]
    : order.status === 'closed'
      ? [t('deposit.wait.closedTitle'), t('deposit.wait.closedText')]
      : [t('deposit.wait.expiredTitle'), t('deposit.wait.expiredText')];
  return (
    <Box $ok={paid} role="status" data-testid="deposit-result">
      <h2>{title}</h2>
      <p>{text}</p>
      <Button onClick={() => navigator.toName('saveMoney')}>{t('deposit.wait.again')}</Button>
    </Box>
  );
}
