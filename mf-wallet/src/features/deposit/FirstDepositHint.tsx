import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../setup';

const Hint = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  border-left: 4px solid ${({ theme }) => theme.primary};
  font-size: 0.875rem;
  strong { color: ${({ theme }) => theme.primary}; margin-right: 0.5rem; }
`;

/** The first-deposit promotion's line from payment/types, while the member has not deposited yet. */
export function FirstDepositHint({ text }: { text: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Hint data-testid="first-deposit-hint">
      <strong>{t('deposit.firstDeposit')}</strong>
      {text}
    </Hint>
  );
}
