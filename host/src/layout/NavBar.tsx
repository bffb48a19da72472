import { NavLink } from 'shared/router';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { useServedRoutes } from 'shared/routes';
import { useBrand } from 'shared/state';
import { useLiveVerticals } from '../killswitch/use-live-verticals';
import { useNavPrefetch } from '../prefetch/use-nav-prefetch';
import { NAMESPACE } from '../setup';
import { NavIcon } from './NavIcon';
import { navItemsFor } from './nav-items';

const List = styled.ul`
  display: flex;
  align-items: stretch;
  justify-content: space-evenly;
  margin: 0;
  padding: 0;
  list-style: none;
  height: 100%;
`;

const Link = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  height: 100%;
  padding: 0 0.5rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.headerText};
  border-bottom: 3px solid transparent;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  &.active {
    color: ${({ theme }) => theme.primary};
    border-bottom-color: ${({ theme }) => theme.primary};
    font-weight: 600;
  }
`;

/** The main categories this brand serves right now: a vertical the operator switches off or into maintenance leaves at once, and comes back the same way. */
export function NavBar() {
  // The navigation is on every shell page, so it keeps the operator's live switches coming in.
  useLiveVerticals();
  const brand = useBrand();
  const served = useServedRoutes();
  const { t } = useTranslation(NAMESPACE);
  const items = navItemsFor(served);
  const intent = useNavPrefetch(items);
  return (
    <nav aria-label="主导航">
      <List>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} end={item.key === 'home'} data-nav={item.key} {...intent(item.key)}>
              {!brand.flags.hideNavIcon && <NavIcon name={item.key} />}
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
