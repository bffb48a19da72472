import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useServedRoutes } from 'shared/routes';
import { useBrand } from 'shared/state';
import { NAMESPACE } from '../setup';
import { NavIcon } from './NavIcon';
import { secondaryNavItemsFor } from './nav-items';

const List = styled.ul`
  display: flex;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: inline-flex; align-items: center; gap: 0.25rem; color: ${({ theme }) => theme.textMuted}; }
  a:hover { color: ${({ theme }) => theme.primary}; }
`;

/** Sponsors, app download and customer service in the top strip, for the pages this brand's route table has. */
export function SecondaryNav() {
  const { t } = useTranslation(NAMESPACE);
  const brand = useBrand();
  const items = secondaryNavItemsFor(brand, useServedRoutes());
  if (items.length === 0) return null;
  return (
    <List>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href} data-nav={item.key}>
            {!brand.flags.hideNavIcon && <NavIcon name={item.key} />}
            {t(`nav.${item.key}`)}
          </Link>
        </li>
      ))}
    </List>
  );
}
