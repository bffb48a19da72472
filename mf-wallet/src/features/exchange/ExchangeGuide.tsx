import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { NAMESPACE } from '../../setup';
import { Card } from '../../ui/card';
import type { TransferRates } from './exchange-amount';
import { TextLink } from './styles';

const Points = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  dt {
    font-weight: 600;
    font-size: 0.875rem;
  }
  dd {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.8125rem;
    line-height: 1.7;
  }
`;

/** How the rates work, when exchanged money is there, the limits: the rules the server applies. */
export function ExchangeGuide({ rates, everySeconds }: { rates: TransferRates | null; everySeconds: number }) {
  const { t } = useTranslation(NAMESPACE);
  const served = useServedRoutes();
  const limits =
    rates === null
      ? t('exchange.guide.limitsUnknown')
      : t('exchange.guide.limits', { min: rates.minUsdt.toFixed(2), max: rates.maxUsdt.toFixed(2) });
  return (
    <Card aria-labelledby="exchange-guide-title">
      <h2 id="exchange-guide-title">{t('exchange.guide.title')}</h2>
      <Points>
        <div>
          <dt>{t('exchange.guide.ratesTitle')}</dt>
          <dd>{t('exchange.guide.rates', { seconds: everySeconds })}</dd>
          <dd>{t('exchange.guide.moved')}</dd>
        </div>
        <div>
          <dt>{t('exchange.guide.arrivalTitle')}</dt>
          <dd>{t('exchange.guide.arrival')}</dd>
          <dd>
            {t('exchange.guide.records')}{' '}
            {served.isServed('transRecord') && (
              <TextLink to={hrefFor('transRecord')}>{t('exchange.guide.recordsLink')}</TextLink>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('exchange.guide.limitsTitle')}</dt>
          <dd data-testid="exchange-guide-limits">{limits}</dd>
          <dd>{t('exchange.guide.rounding')}</dd>
        </div>
      </Points>
    </Card>
  );
}
