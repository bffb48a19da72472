import styled from 'styled-components';
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { venueAllBalance } from 'shared/contract';
import { formatMoney } from 'shared/format';
import { hrefFor, useServedRoutes, type RouteName } from 'shared/routes';
import { useEndpoint } from 'shared/query';
import { ErrorState, PageHead, Spinner } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { MoneySplit } from './MoneySplit';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  h2 {
    margin: 0;
    font-size: 1.0625rem;
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.375rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  div:first-child dd {
    color: ${({ theme }) => theme.primary};
  }
`;

const Shortcuts = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a {
    padding: 0.5rem 1.25rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.primary};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.onPrimary};
  }
`;

const Venues = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.5rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    font-size: 0.875rem;
    padding: 0.375rem 0;
    border-bottom: 1px dashed ${({ theme }) => theme.border};
  }
  span {
    color: ${({ theme }) => theme.textMuted};
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

/** The money pages the summary offers, each only where the host serves it. */
export const WALLET_SHORTCUTS = [
  'saveMoney',
  'transferMoney',
  'takeMoney',
  'transRecord',
] as const satisfies readonly RouteName[];

/** /mine/wallet: centre, locked and total money, the venue balances, shortcuts to the money pages. */
export function WalletPage() {
  const { t } = useTranslation(NAMESPACE);
  const served = useServedRoutes();
  const all = useEndpoint(venueAllBalance, { category: 8 }, { group: 'money' });
  const shortcuts = WALLET_SHORTCUTS.filter((name) => served.isServed(name));
  const data = all.data;
  const holding = data?.venues.filter((v) => v.balance > 0) ?? [];

  return (
    <Page>
      <PageHead id="wallet-title" title={t('wallet.title')} />
      <Card aria-labelledby="wallet-summary-title">
        <h2 id="wallet-summary-title">{t('wallet.summary')}</h2>
        {all.status === 'error' && !data && <ErrorState message={all.error} onRetry={all.reload} />}
        {all.status === 'loading' && !data && <Spinner />}
        {data && (
          <Figures>
            <div>
              <dt>{t('wallet.centre')}</dt>
              <dd data-testid="wallet-centre">{formatMoney(data.centerWalletBalance)}</dd>
            </div>
            <div>
              <dt>{t('wallet.venues')}</dt>
              <dd>{formatMoney(Math.round((data.totalMoney - data.centerWalletBalance) * 100) / 100)}</dd>
            </div>
            <div>
              <dt>{t('wallet.locked')}</dt>
              <dd>{formatMoney(data.lockMoney)}</dd>
            </div>
            <div>
              <dt>{t('wallet.total')}</dt>
              <dd data-testid="wallet-total">{formatMoney(data.totalMoney)}</dd>
            </div>
          </Figures>
        )}
        {shortcuts.length > 0 && (
          <Shortcuts aria-label={t('wallet.shortcuts')}>
            {shortcuts.map((name) => (
              <Link key={name} to={hrefFor(name)}>
                {t(`wallet.links.${name}`)}
              </Link>
            ))}
          </Shortcuts>
        )}
      </Card>
      {data && (
        <Card aria-labelledby="wallet-venues-title">
          <h2 id="wallet-venues-title">{t('wallet.venueTitle')}</h2>
          <MoneySplit data={data} />
          {holding.length === 0 ? (
            <p>{t('wallet.noVenueMoney')}</p>
          ) : (
            <Venues>
              {holding.map((v) => (
                <li key={v.channelCode}>
                  <span>{v.name}</span>
                  <strong>{formatMoney(v.balance)}</strong>
                </li>
              ))}
            </Venues>
          )}
        </Card>
      )}
    </Page>
  );
}
