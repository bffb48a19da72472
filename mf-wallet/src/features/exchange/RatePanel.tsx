import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatBeijingTime } from 'shared/format';
import { Button } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Card, Figures, Muted, Row } from '../../ui/card';
import type { TransferRates } from './exchange-amount';
import { Notice } from './styles';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Rate = styled.strong`
  font-size: 1.25rem;
  font-variant-numeric: tabular-nums;
`;

/** 'HH:mm:ss' in Beijing time, as the site prints times. */
const clockOf = (at: Date) => formatBeijingTime(at, 'time');

export interface RatePanelProps {
  rates: TransferRates;
  readAt: Date | null;
  refreshing: boolean;
  refreshFailed: string | null;
  everySeconds: number;
  onRefresh: () => void;
}

/** The published buy and sell rates, the limits, when they were read, and a refresh on demand. */
export function RatePanel({ rates, readAt, refreshing, refreshFailed, everySeconds, onRefresh }: RatePanelProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card aria-labelledby="exchange-rates-title" aria-busy={refreshing || undefined}>
      <Head>
        <h2 id="exchange-rates-title">{t('exchange.rates.title')}</h2>
        <Button
          type="button"
          variant="secondary"
          loading={refreshing}
          onClick={onRefresh}
          data-testid="exchange-refresh"
        >
          {t('exchange.rates.refresh')}
        </Button>
      </Head>
      <Figures>
        <div>
          <Muted>{t('exchange.rates.buy')}</Muted>
          <Rate data-testid="exchange-buy-rate">{t('transfer.usdt.rate', { rate: rates.buyRate.toFixed(2) })}</Rate>
          <Muted>{t('exchange.rates.buyHint')}</Muted>
        </div>
        <div>
          <Muted>{t('exchange.rates.sell')}</Muted>
          <Rate data-testid="exchange-sell-rate">{t('transfer.usdt.rate', { rate: rates.sellRate.toFixed(2) })}</Rate>
          <Muted>{t('exchange.rates.sellHint')}</Muted>
        </div>
        <div>
          <Muted>{t('exchange.rates.limits')}</Muted>
          <Rate data-testid="exchange-limits">
            {t('exchange.rates.limitsValue', { min: rates.minUsdt.toFixed(2), max: rates.maxUsdt.toFixed(2) })}
          </Rate>
          <Muted>{t('exchange.rates.limitsHint')}</Muted>
        </div>
      </Figures>
      <Row>
        {readAt !== null && (
          <Muted data-testid="exchange-read-at">
            {t('exchange.rates.readAt', { time: clockOf(readAt), seconds: everySeconds })}
          </Muted>
        )}
        <Muted>{t('exchange.rates.publishedAt', { time: formatBeijingTime(rates.updatedAt) })}</Muted>
      </Row>
      {refreshFailed !== null && (
        <Notice $tone="error" role="alert">
          {t('exchange.rates.refreshFailed', {
            message: refreshFailed,
            time: readAt === null ? '--' : clockOf(readAt),
          })}
        </Notice>
      )}
    </Card>
  );
}
