import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { NAMESPACE } from '../../setup';
import { Card, Figures, Money, Muted } from '../../ui/card';
import { formatUsdt, type TransferRates } from './exchange-amount';
import { TextLink } from './styles';

/** The two wallets an exchange moves between, as getTransferRate (or the last exchange) told them. */
export function WalletBalances({ rates }: { rates: TransferRates }) {
  const { t } = useTranslation(NAMESPACE);
  const served = useServedRoutes();
  const empty = rates.centerWalletBalance <= 0 && rates.usdtBalance <= 0;
  return (
    <Card aria-labelledby="exchange-balances-title">
      <h2 id="exchange-balances-title">{t('exchange.balances.title')}</h2>
      <Figures>
        <div>
          <Muted>{t('exchange.balances.centre')}</Muted>
          <Money data-testid="exchange-centre-balance">{formatMoney(rates.centerWalletBalance)}</Money>
        </div>
        <div>
          <Muted>{t('exchange.balances.usdt')}</Muted>
          <Money data-testid="exchange-usdt-balance">{formatUsdt(rates.usdtBalance)}</Money>
        </div>
      </Figures>
      {empty && (
        <Muted role="status" data-testid="exchange-empty">
          {t('exchange.balances.empty')}{' '}
          {served.isServed('saveMoney') && (
            <TextLink to={hrefFor('saveMoney')}>{t('exchange.balances.deposit')}</TextLink>
          )}
        </Muted>
      )}
    </Card>
  );
}
