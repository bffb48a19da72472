import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { Button, EmptyState, ErrorState, PageHead, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Card, Muted } from '../../ui/card';
import { ExchangeGuide } from './ExchangeGuide';
import { RatePanel } from './RatePanel';
import { UsdtExchangeForm } from './UsdtExchangeForm';
import { useTransferRate } from './use-transfer-rate';
import { WalletBalances } from './WalletBalances';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** Rates beside balances on a wide screen, one above the other on a narrow one. */
const Top = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  gap: 1rem;
  align-items: stretch;
`;

/** The rates are published prices: read again about this often while the page is open. */
export const RATE_REFRESH_MS = 30_000;

export interface ExchangePageProps {
  /** How often the rates are read again (tests shorten it). */
  refreshEveryMs?: number;
}

/**
 * /mine/exchange: CNY (centre wallet) ⇄ USDT at the published rates. Rates, limits and both balances
 * come from transfer/getTransferRate; the form is the transfer page's, with one request id per press
 * and the 7401 moved-rate offer.
 */
export function ExchangePage({ refreshEveryMs = RATE_REFRESH_MS }: ExchangePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const loaded = useTransferRate(refreshEveryMs);
  const { rates } = loaded;
  const everySeconds = Math.round(refreshEveryMs / 1000);

  return (
    <Page>
      <PageHead id="exchange-title" title={t('exchange.title')}>
        <span>{t('exchange.subtitle')}</span>
      </PageHead>
      {loaded.loading && <Spinner />}
      {loaded.closed && (
        <EmptyState title={t('exchange.closed.title')}>
          <span>{t('exchange.closed.hint')}</span>
          <Button type="button" variant="secondary" onClick={loaded.reload}>
            {t('exchange.closed.retry')}
          </Button>
        </EmptyState>
      )}
      {loaded.error !== null && !loaded.closed && (
        <ErrorState title={t('exchange.rates.loadFailed')} message={loaded.error} onRetry={loaded.reload} />
      )}
      {rates !== null && (
        <>
          <Top>
            <RatePanel
              rates={rates}
              readAt={loaded.readAt}
              refreshing={loaded.refreshing}
              refreshFailed={loaded.refreshFailed}
              everySeconds={everySeconds}
              onRefresh={loaded.refresh}
            />
            <WalletBalances rates={rates} />
          </Top>
          <Card aria-labelledby="exchange-form-title">
            <h2 id="exchange-form-title">{t('exchange.form.title')}</h2>
            <Muted>{t('exchange.form.hint')}</Muted>
            <UsdtExchangeForm
              rates={rates}
              onRates={loaded.replace}
              onStaleRates={loaded.refresh}
              onExchanged={loaded.setBalances}
            />
          </Card>
        </>
      )}
      <ExchangeGuide rates={rates} everySeconds={everySeconds} />
    </Page>
  );
}
