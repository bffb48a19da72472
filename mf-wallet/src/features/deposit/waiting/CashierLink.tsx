import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../../setup';
import { Muted } from '../deposit-styles';

const Primary = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;

const Secondary = styled.a`
  color: ${({ theme }) => theme.primary};
  font-size: 0.875rem;
`;

/**
 * The provider's cashier page, in a new window: the main action of a recharge (rechargeWait, huione),
 * a quiet link on the other screens for a player who paid and wants to confirm it there.
 */
export function CashierLink({ url, prominent }: { url: string; prominent: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  if (!prominent) {
    return (
      <Secondary href={url} target="_blank" rel="noopener noreferrer" data-testid="cashier-link">
        {t('deposit.wait.cashierLink')}
      </Secondary>
    );
  }
  return (
    <div>
      <Primary href={url} target="_blank" rel="noopener noreferrer" data-testid="cashier-link">
        {t('deposit.wait.toCashier')}
      </Primary>
      <Muted>{t('deposit.wait.cashierNote')}</Muted>
    </div>
  );
}
