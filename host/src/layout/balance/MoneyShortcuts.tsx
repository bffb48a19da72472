import styled from 'styled-components';
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { hrefFor, useServedRoutes, type RouteName } from 'shared/routes';
import { NAMESPACE } from '../../setup';

const Nav = styled.nav`
  display: inline-flex;
  gap: 0.25rem;
  a {
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.primary};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.onPrimary};
  }
`;

/** 存款 / 转账 / 取款 beside the header balance, each only while the host serves its page. */
export const MONEY_SHORTCUTS = ['saveMoney', 'transferMoney', 'takeMoney'] as const satisfies readonly RouteName[];

export function MoneyShortcuts() {
  const { t } = useTranslation(NAMESPACE);
  const served = useServedRoutes();
  const shown = MONEY_SHORTCUTS.filter((name) => served.isServed(name));
  if (shown.length === 0) return null;
  return (
    <Nav aria-label={t('balance.shortcuts')}>
      {shown.map((name) => (
        <Link key={name} to={hrefFor(name)} data-testid={`balance-shortcut-${name}`}>
          {t(`balance.links.${name}`)}
        </Link>
      ))}
    </Nav>
  );
}
