import { Link } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatAmount } from 'shared/format';
import { hrefFor, useServedRoutes, type RouteName } from 'shared/routes';
import { NAMESPACE } from '../../setup';
import { useOverviewBalance } from './use-overview-balance';

const Panel = styled.section`
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  h2 {
    margin: 0 0 1rem;
    font-size: 1.0625rem;
  }
  h3 {
    margin: 1.5rem 0 0.75rem;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.textMuted};
    font-weight: 500;
  }
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 3rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.5rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.text};
  }
  small {
    margin-left: 0.25rem;
    font-size: 0.8125rem;
    font-weight: 400;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 0.875rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surfaceAlt};
    color: ${({ theme }) => theme.text};
    text-align: center;
    text-decoration: none;
    &:hover {
      border-color: ${({ theme }) => theme.primary};
      color: ${({ theme }) => theme.primary};
    }
  }
`;

type Shortcut = Extract<RouteName, 'saveMoney' | 'transferMoney' | 'takeMoney' | 'transRecord'>;
const shortcuts: readonly Shortcut[] = ['saveMoney', 'transferMoney', 'takeMoney', 'transRecord'];

/**
 * /mine without a child page: the balances and the money shortcuts to the pages the host serves
 * (the deposit page also needs deposits on, which the served-routes check includes).
 */
export function MineOverview() {
  const { t } = useTranslation(NAMESPACE);
  const balance = useOverviewBalance();
  const served = useServedRoutes();
  const shown = shortcuts.filter((name) => served.isServed(name));
  const amount = (value: number | undefined) => (value === undefined ? '--' : formatAmount(value));
  return (
    <Panel aria-labelledby="mine-overview-title">
      <h2 id="mine-overview-title">{t('overview.title')}</h2>
      <Figures>
        <div>
          <dt>{t('overview.centerWallet')}</dt>
          <dd data-testid="overview-center-wallet">
            {amount(balance?.centerWalletBalance)}
            <small>{t('overview.unit')}</small>
          </dd>
        </div>
        <div>
          <dt>{t('overview.totalMoney')}</dt>
          <dd data-testid="overview-total-money">
            {amount(balance?.totalMoney)}
            <small>{t('overview.unit')}</small>
          </dd>
        </div>
      </Figures>
      {shown.length > 0 && (
        <>
          <h3>{t('overview.shortcuts')}</h3>
          <Shortcuts>
            {shown.map((name) => (
              <li key={name}>
                <Link to={hrefFor(name)}>{t(`overview.${name}`)}</Link>
              </li>
            ))}
          </Shortcuts>
        </>
      )}
    </Panel>
  );
}
