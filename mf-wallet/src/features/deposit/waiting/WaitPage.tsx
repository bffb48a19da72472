import { useSearchParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useNavigator } from 'shared/routes';
import { Button, EmptyState, PageHead } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { DepositWaiting } from './DepositWaiting';
import { ORDER_QUERY } from '../wait-route';

/** /mine/huione and /mine/xnbsk: the waiting page of the order in ?order=, or a way to deposit without one. */
export function WaitPage({ kind }: { kind: 'huione' | 'xnbsk' }) {
  const { t } = useTranslation(NAMESPACE);
  const navigator = useNavigator();
  const [params] = useSearchParams();
  const orderNo = params.get(ORDER_QUERY);
  return (
    <div>
      <PageHead id={`${kind}-wait-title`} title={t(`deposit.wait.titles.${kind}`)} />
      {orderNo ? (
        <DepositWaiting key={orderNo} orderNo={orderNo} />
      ) : (
        <EmptyState title={t('deposit.wait.noOrder')}>
          <Button onClick={() => navigator.toName('saveMoney')}>{t('deposit.wait.toDeposit')}</Button>
        </EmptyState>
      )}
    </div>
  );
}
