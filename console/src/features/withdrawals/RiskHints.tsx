import styled from 'styled-components';
import type { WithdrawRisk } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { Muted } from 'shared/ui';
import { NAMESPACE } from '../../setup';

const Hint = styled.li`
  color: ${({ theme }) => theme.danger};
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1rem;
  font-size: 0.8125rem;
`;

/** The server's risk hints in its own Chinese words (which device, how many members...). */
export function RiskHints({ risks }: { risks: readonly WithdrawRisk[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (risks.length === 0) return <Muted>{t('withdrawals.noRisk')}</Muted>;
  return (
    <List data-testid="risk-hints">
      {risks.map((risk) => (
        <Hint key={risk.kind}>{risk.detail}</Hint>
      ))}
    </List>
  );
}
