import type { ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import type { PayoutKind } from 'shared/contract';
import { useNavigator, useServedRoutes } from 'shared/routes';
import { Button, EmptyState, ErrorState, PageHead, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { AccountList } from './AccountList';
import { Muted, Panel, Row } from '../../ui/panel';
import { useAccounts } from './use-accounts';

export interface AddFormProps {
  realName: string;
  onAdded(): void;
}

/**
 * One payout-account page: the add form (while fewer than the limit), then the accounts of the kind.
 * The bound-phone guard of the route already checked the phone; the real name is the fixed holder.
 */
export function AccountsPage({
  kind,
  titleId,
  renderForm,
}: {
  kind: PayoutKind;
  titleId: string;
  renderForm(props: AddFormProps): ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const navigator = useNavigator();
  const served = useServedRoutes();
  const { state, data, replace, added } = useAccounts();
  const head = (
    <PageHead id={titleId} title={t(`accounts.${kind}.title`)}>
      {<span>{t(`accounts.${kind}.subtitle`)}</span>}
    </PageHead>
  );

  let body: ReactNode;
  if (state.status === 'loading' && !data) body = <Spinner label={t('accounts.loading')} />;
  else if (!data)
    body = <ErrorState title={t('accounts.loadFailed')} message={state.error ?? ''} onRetry={state.reload} />;
  else {
    const count = data.list.filter((a) => a.kind === kind).length;
    body = (
      <>
        {data.realName === '' ? (
          <EmptyState title={t('accounts.realNameFirst')} />
        ) : count >= data.limit ? (
          <Panel>
            <Muted>{t('accounts.limitReached', { limit: data.limit })}</Muted>
          </Panel>
        ) : (
          renderForm({ realName: data.realName, onAdded: added })
        )}
        <div style={{ height: '1rem' }} />
        <AccountList kind={kind} accounts={data.list} limit={data.limit} onChanged={replace} />
      </>
    );
  }

  return (
    <div>
      {head}
      {body}
      {served.isServed('takeMoney') && (
        <Row style={{ marginTop: '1rem' }}>
          <Button variant="ghost" onClick={() => navigator.toName('takeMoney')}>
            {t('accounts.toWithdraw')}
          </Button>
        </Row>
      )}
    </div>
  );
}
