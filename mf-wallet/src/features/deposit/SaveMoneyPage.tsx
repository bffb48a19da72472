import { useSearchParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { DepositForm } from './form/DepositForm';
import { DepositWaiting } from './waiting/DepositWaiting';
import { ORDER_QUERY } from './wait-route';

/** /mine/savemoney: the deposit form, or (with ?order=) the order's waiting screen at the same path. */
export function SaveMoneyPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const orderNo = params.get(ORDER_QUERY);
  return (
    <div>
      <PageHead id="save-money-title" title={t('deposit.title')}>
        <span>{t('deposit.subtitle')}</span>
      </PageHead>
      {orderNo ? <DepositWaiting key={orderNo} orderNo={orderNo} /> : <DepositForm />}
    </div>
  );
}
