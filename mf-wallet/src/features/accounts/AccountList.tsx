import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import type { PayoutAccount, PayoutKind } from 'shared/contract';
import { useNavigator, useServedRoutes } from 'shared/routes';
import { Button, EmptyState } from 'shared/ui';
import styled from 'styled-components';
import { NAMESPACE } from '../../setup';
import { usePayoutAccountWrites } from './use-payout-account-writes';
import { Alert, Muted, Panel, SectionTitle } from '../../ui/panel';
import { DeleteAccountDialog } from './DeleteAccountDialog';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  strong {
    font-size: 0.9375rem;
  }
  span {
    flex: 1;
    min-width: 10rem;
    font-variant-numeric: tabular-nums;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.em`
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
  font-size: 0.75rem;
  font-style: normal;
`;

/** The member's accounts of one kind: masked, the default marked, set default, manage, delete with a confirm. */
export function AccountList({
  kind,
  accounts,
  limit,
  onChanged,
}: {
  kind: PayoutKind;
  accounts: PayoutAccount[];
  limit: number;
  onChanged(list: PayoutAccount[]): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { makeDefault } = usePayoutAccountWrites();
  const navigator = useNavigator();
  const served = useServedRoutes();
  const [deleting, setDeleting] = useState<PayoutAccount | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mine = accounts.filter((a) => a.kind === kind);

  const setDefault = async (account: PayoutAccount) => {
    if (busyId !== null) return;
    setBusyId(account.id);
    setFailure(null);
    try {
      onChanged((await makeDefault(account.id)).list);
    } catch (error) {
      setFailure(errorMessage(error, t('accounts.defaultFailed')));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Panel aria-labelledby={`accounts-${kind}-title`}>
      <SectionTitle id={`accounts-${kind}-title`}>
        {t(`accounts.${kind}.listTitle`, { count: mine.length, limit })}
      </SectionTitle>
      {mine.length === 0 ? (
        <EmptyState title={t(`accounts.${kind}.empty`)} />
      ) : (
        <List>
          {mine.map((account) => (
            <Item key={account.id} data-account={account.id}>
              <strong>{account.name}</strong>
              <span>
                {account.masked} · {account.holderName}
              </span>
              {account.isDefault ? (
                <Badge>{t('accounts.default')}</Badge>
              ) : (
                <Button
                  variant="ghost"
                  onClick={() => void setDefault(account)}
                  loading={busyId === account.id}
                  disabled={busyId !== null}
                >
                  {t('accounts.setDefault')}
                </Button>
              )}
              {served.isServed('accountManage') && (
                <Button variant="ghost" onClick={() => navigator.toName('accountManage', { id: String(account.id) })}>
                  {t('accounts.manage')}
                </Button>
              )}
              <Button variant="secondary" onClick={() => setDeleting(account)} disabled={busyId !== null}>
                {t('accounts.delete')}
              </Button>
            </Item>
          ))}
        </List>
      )}
      {failure && <Alert role="alert">{failure}</Alert>}
      <Muted>{t('accounts.maskedHint')}</Muted>
      <DeleteAccountDialog
        account={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(list) => {
          setDeleting(null);
          onChanged(list);
        }}
      />
    </Panel>
  );
}
