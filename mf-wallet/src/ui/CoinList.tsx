import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { vCurrencyList } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { useEndpoint } from 'shared/query';
import { AsyncView, ListSkeleton, Muted } from 'shared/ui';
import { NAMESPACE } from '../setup';
import { SectionTitle } from './panel';

const Coins = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Changes rarely: one load per visit of the page is enough. */
const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * 支持币种: the virtual currencies the site takes (vCurrency/list), each with its protocols and, when
 * `withRate`, the deposit rate. The deposit and withdraw pages draw the coin list from here, never
 * from constants, so an operator adding a coin or a protocol changes the pages.
 */
export function CoinList({ withRate = true }: { withRate?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const coins = useEndpoint(vCurrencyList, {}, { freshFor: TEN_MINUTES_MS });
  return (
    <section aria-labelledby="coin-list-title">
      <SectionTitle id="coin-list-title">{t('coins.title')}</SectionTitle>
      <AsyncView
        state={coins}
        isEmpty={(list) => list.length === 0}
        empty={<Muted>{t('coins.none')}</Muted>}
        loading={<ListSkeleton rows={1} />}
      >
        {(list) => (
          <Coins>
            {list.map((coin) => (
              <li key={coin.currency} data-testid={`coin-${coin.currency}`}>
                <strong>{coin.currency}</strong>{' '}
                <Muted>{t('coins.protocols', { protocols: coin.protocols.join(' / ') })}</Muted>
                {withRate && (
                  <Muted> · {t('coins.rate', { currency: coin.currency, rate: formatMoney(coin.rate) })}</Muted>
                )}
              </li>
            ))}
          </Coins>
        )}
      </AsyncView>
    </section>
  );
}
