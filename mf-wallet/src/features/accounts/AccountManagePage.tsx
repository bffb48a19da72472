import { useState } from 'react';
import { useParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { errorMessage } from 'shared/api';
import { formatBeijingTime } from 'shared/format';
import type { PayoutKind } from 'shared/contract';
import { useNavigator, useServedRoutes } from 'shared/routes';
import { Button, EmptyState, ErrorState, PageHead, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { usePayoutAccountWrites } from './use-payout-account-writes';
import { Alert, Figures, Panel, Row } from '../../ui/panel';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useAccounts } from './use-accounts';

const PAGE_OF: Readonly<Record<PayoutKind, 'addBankCard' | 'virtualCoinCard' | 'alipayManage'>> = {
  bank: 'addBankCard',
  coin: 'virtualCoinCard',
  alipay: 'alipayManage',
};

/** /mine/accountManage/:id: one payout account, masked, with set default and delete (confirmed). */
export function AccountManagePage() {
  const { t } = useTranslation(NAMESPACE);
  const { makeDefault } = usePayoutAccountWrites();
  const { id } = useParams();
  const navigator = useNavigator();
  const served = useServedRoutes();
  const { state, data, replace } = useAccounts();
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const head = <PageHead id="account-manage-title" title={t('accounts.manageTitle')} />;

  if (state.status === 'loading' && !data) {
    return (
      <div>
        {head}
        <Spinner label={t('accounts.loading')} />
      </div>
    );
  }
  if (!data) {
    return (
      <div>
        {head}
        <ErrorState title={t('accounts.loadFailed')} message={state.error ?? ''} onRetry={state.reload} />
      </div>
    );
  }
  const account = data.list.find((a) => String(a.id) === id);
  const back = (kind: PayoutKind) => {
    const page = PAGE_OF[kind];
    if (served.isServed(page)) navigator.toName(page);
    else navigator.back();
  };
  if (!account) {
    return (
      <div>
        {head}
        <EmptyState title={t('accounts.notFound')} />
      </div>
    );
  }

  const setDefault = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      replace((await makeDefault(account.id)).list);
    } catch (error) {
      setFailure(errorMessage(error, t('accounts.defaultFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {head}
      <Panel aria-label={t('accounts.manageTitle')}>
        <Figures>
          <div>
            <dt>{t('accounts.kind')}</dt>
            <dd>{t(`withdraw.kinds.${account.kind}`)}</dd>
          </div>
          <div>
            <dt>{t('accounts.name')}</dt>
            <dd>{account.name}</dd>
          </div>
          <div>
            <dt>{t('accounts.number')}</dt>
            <dd>{account.masked}</dd>
          </div>
          <div>
            <dt>{t('accounts.holder')}</dt>
            <dd>{account.holderName}</dd>
          </div>
          <div>
            <dt>{t('accounts.addedAt')}</dt>
            <dd>{formatBeijingTime(account.createdAt, 'day')}</dd>
          </div>
        </Figures>
        {failure && <Alert role="alert">{failure}</Alert>}
        <Row>
          {account.isDefault ? (
            <Button variant="ghost" disabled>
              {t('accounts.isDefault')}
            </Button>
          ) : (
            <Button onClick={() => void setDefault()} loading={busy} disabled={busy}>
              {t('accounts.setDefault')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDeleting(true)} disabled={busy}>
            {t('accounts.delete')}
          </Button>
          <Button variant="ghost" onClick={() => back(account.kind)}>
            {t('accounts.back')}
          </Button>
        </Row>
      </Panel>
      <DeleteAccountDialog
        account={deleting ? account : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => back(account.kind)}
      />
    </div>
  );
}
