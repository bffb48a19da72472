import { useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import type { PayoutAccount } from 'shared/contract';
import { Button, Dialog } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { usePayoutAccountWrites } from './use-payout-account-writes';
import { Alert, Row } from '../../ui/panel';

/** 删除确认: the account is removed only after an explicit 确认删除. */
export function DeleteAccountDialog({
  account,
  onClose,
  onDeleted,
}: {
  account: PayoutAccount | null;
  onClose(): void;
  onDeleted(list: PayoutAccount[]): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { removeAccount } = usePayoutAccountWrites();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!account || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { list } = await removeAccount(account.id);
      onDeleted(list);
    } catch (error) {
      setFailure(errorMessage(error, t('accounts.deleteFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={account !== null}
      title={t('accounts.deleteTitle')}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
    >
      <p>{account && t('accounts.deleteConfirm', { name: account.name, masked: account.masked })}</p>
      {failure && <Alert role="alert">{failure}</Alert>}
      <Row style={{ justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('accounts.cancel')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy} disabled={busy}>
          {t('accounts.confirmDelete')}
        </Button>
      </Row>
    </Dialog>
  );
}
