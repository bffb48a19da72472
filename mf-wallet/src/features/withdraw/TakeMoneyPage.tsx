import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { serviceFactValues, type WithdrawOrder } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { useNavigator, useServedRoutes } from 'shared/routes';
import { brandAtom } from 'shared/state';
import { Button, EmptyState, ErrorState, PageHead, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SetPasswordDialog } from './SetPasswordDialog';
import { useWithdrawPage } from './use-withdraw-page';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawOrders } from './WithdrawOrders';
import { Figures, LinkButton, Muted, Notice, Panel, Row } from '../../ui/panel';

/** /mine/takemoney: balance, locked money and turnover, the withdrawal form and the member's withdrawals. */
export function TakeMoneyPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigator = useNavigator();
  const served = useServedRoutes();
  const passwordRequired = useAtomValue(brandAtom)?.flags.withdrawPasswordEnabled ?? true;
  const page = useWithdrawPage();
  const [dialog, setDialog] = useState<'set' | 'reset' | null>(null);
  const [done, setDone] = useState<WithdrawOrder | null>(null);

  // The password write invalidates withdrawInfo: the page leaves its 设置提款密码 state by itself.
  const afterPassword = useCallback(() => setDialog(null), []);
  // The withdrawal's mutation already sent the money-changed signal: figures, records and header reload.
  const afterWithdraw = useCallback((order: WithdrawOrder) => setDone(order), []);

  const head = (
    <PageHead id="take-money-title" title={t('withdraw.title')}>
      {<span>{t('withdraw.subtitle', serviceFactValues())}</span>}
    </PageHead>
  );
  if (page.status === 'loading' && !page.data) {
    return (
      <div>
        {head}
        <Spinner label={t('withdraw.loading')} />
      </div>
    );
  }
  if (!page.data) {
    return (
      <div>
        {head}
        <ErrorState title={t('withdraw.loadFailed')} message={page.error ?? ''} onRetry={page.reload} />
      </div>
    );
  }
  const { info } = page.data;
  const addLinks = (
    <Row>
      {served.isServed('addBankCard') && (
        <Button variant="secondary" onClick={() => navigator.toName('addBankCard')}>
          {t('withdraw.addBankCard')}
        </Button>
      )}
      {served.isServed('virtualCoinCard') && (
        <Button variant="secondary" onClick={() => navigator.toName('virtualCoinCard')}>
          {t('withdraw.addCoin')}
        </Button>
      )}
      {served.isServed('alipayManage') && (
        <Button variant="secondary" onClick={() => navigator.toName('alipayManage')}>
          {t('withdraw.addAlipay')}
        </Button>
      )}
    </Row>
  );

  return (
    <div>
      {head}
      <Panel aria-label={t('withdraw.summary')}>
        <Figures>
          <div>
            <dt>{t('withdraw.balance')}</dt>
            <dd data-testid="withdraw-balance">{formatMoney(info.balance)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.locked')}</dt>
            <dd data-testid="withdraw-locked">{formatMoney(info.lockMoney)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.turnoverRemaining')}</dt>
            <dd>{formatMoney(info.turnoverRemaining)}</dd>
          </div>
        </Figures>
        <Muted>
          {t('withdraw.turnoverRule', {
            required: formatMoney(info.turnoverRequired),
            done: formatMoney(info.turnoverDone),
          })}
        </Muted>
        {info.passwordSet && (
          <Muted>
            {t('withdraw.password.isSet')}{' '}
            <LinkButton type="button" onClick={() => setDialog('reset')}>
              {t('withdraw.reset.title')}
            </LinkButton>
          </Muted>
        )}
      </Panel>
      {done && (
        <Notice role="status" style={{ margin: '1rem 0', maxWidth: '48rem' }}>
          {t('withdraw.done', { amount: formatMoney(done.amount), orderNo: done.orderNo })}
        </Notice>
      )}
      <div style={{ height: '1rem' }} />
      {!info.phoneBound || info.realName === '' ? (
        <EmptyState title={t('withdraw.verifyFirst')} />
      ) : info.accounts.length === 0 ? (
        <Panel aria-label={t('withdraw.noAccounts')}>
          <EmptyState title={t('withdraw.noAccounts')}>{t('withdraw.noAccountsHint')}</EmptyState>
          {addLinks}
        </Panel>
      ) : (
        <>
          <WithdrawForm
            data={page.data}
            passwordRequired={passwordRequired}
            onSetPassword={() => setDialog('set')}
            onResetPassword={() => setDialog('reset')}
            onDone={afterWithdraw}
          />
          <div style={{ margin: '0.75rem 0' }}>{addLinks}</div>
        </>
      )}
      <div style={{ height: '1rem' }} />
      <WithdrawOrders />
      <SetPasswordDialog open={dialog === 'set'} onClose={() => setDialog(null)} onDone={afterPassword} />
      <ResetPasswordDialog open={dialog === 'reset'} onClose={() => setDialog(null)} onDone={afterPassword} />
    </div>
  );
}
