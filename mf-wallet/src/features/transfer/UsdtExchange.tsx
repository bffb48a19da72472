import { useTranslation } from 'shared/i18n';
import { ErrorState, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Card, Figures, Money, Muted } from '../../ui/card';
import { formatUsdt, UsdtExchangeForm, useTransferRate } from '../exchange';

export interface UsdtExchangeProps {
  /** After a conversion: the page reloads the centre wallet figures. */
  onDone: () => void;
}

/**
 * USDT兑换 on the transfer page: the USDT wallet and both rates (transfer/getTransferRate) over the
 * shared exchange form (features/exchange, also behind /mine/exchange).
 */
export function UsdtExchange({ onDone }: UsdtExchangeProps) {
  const { t } = useTranslation(NAMESPACE);
  const loaded = useTransferRate();
  const { rates } = loaded;

  return (
    <Card aria-labelledby="usdt-exchange-title" data-testid="usdt-exchange">
      <h2 id="usdt-exchange-title">{t('transfer.usdt.title')}</h2>
      {loaded.error !== null && <ErrorState message={loaded.error} onRetry={loaded.reload} />}
      {loaded.loading && <Spinner />}
      {rates !== null && (
        <>
          <Figures>
            <div>
              <Muted>{t('transfer.usdt.balance')}</Muted>
              <Money data-testid="usdt-balance">{formatUsdt(rates.usdtBalance)}</Money>
            </div>
            <div>
              <Muted>{t('transfer.usdt.buyRate')}</Muted>
              <strong data-testid="usdt-buy-rate">{t('transfer.usdt.rate', { rate: rates.buyRate.toFixed(2) })}</strong>
            </div>
            <div>
              <Muted>{t('transfer.usdt.sellRate')}</Muted>
              <strong data-testid="usdt-sell-rate">
                {t('transfer.usdt.rate', { rate: rates.sellRate.toFixed(2) })}
              </strong>
            </div>
          </Figures>
          <UsdtExchangeForm
            rates={rates}
            onRates={loaded.replace}
            onStaleRates={loaded.refresh}
            onExchanged={(answer) => {
              loaded.setBalances(answer);
              onDone();
            }}
          />
        </>
      )}
    </Card>
  );
}
