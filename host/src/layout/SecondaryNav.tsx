import { Link } from 'shared/router';
import styled from 'styled-components';
import { textOn } from 'shared/ui';
import { useTranslation } from 'shared/i18n';
import { useServedRoutes } from 'shared/routes';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom, unreadCountsAtom, useBrand } from 'shared/state';
import { unreadTotal } from 'shared/contract';
import { isVerticalOn } from 'shared/config';
import { useLiveVerticals } from '../killswitch/use-live-verticals';
import { NAMESPACE } from '../setup';
import { NavIcon } from './NavIcon';
import { memberNavItemsFor, secondaryNavItemsFor } from './nav-items';

const List = styled.ul`
  display: flex;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    color: ${({ theme }) => theme.textMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.primary};
  }
`;

const Count = styled.span`
  min-width: 1.125rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  font-size: 0.6875rem;
  line-height: 1.125rem;
  text-align: center;
  color: ${({ theme }) => textOn(theme.danger)};
  background: ${({ theme }) => theme.danger};
`;

/** Profile and messages for a member, then sponsors, app download and customer service in the top strip, for the pages this brand's route table has. */
export function SecondaryNav() {
  const { t } = useTranslation(NAMESPACE);
  const brand = useBrand();
  const served = useServedRoutes();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const unread = useAtomValue(unreadCountsAtom);
  // While the operator has chat switched off its 在线客服 entry is gone, so the help topic link stands in.
  const chatOn = isVerticalOn(useLiveVerticals(), 'chat');
  const remotes = chatOn
    ? brand.remotes
    : Object.fromEntries(Object.entries(brand.remotes).filter(([remote]) => remote !== 'chat'));
  // SPEC §2's profile and message categories: a member's own, beside the site-wide ones.
  const items = [...memberNavItemsFor(loggedIn, served), ...secondaryNavItemsFor({ remotes }, served)];
  if (items.length === 0) return null;
  const unreadMessages = unread ? unreadTotal(unread) : 0;
  return (
    <List>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href} data-nav={item.key}>
            {!brand.flags.hideNavIcon && <NavIcon name={item.key} />}
            {t(`nav.${item.key}`)}
            {item.key === 'message' && unreadMessages > 0 && (
              <Count aria-label={t('nav.unread', { count: unreadMessages })}>{unreadMessages}</Count>
            )}
          </Link>
        </li>
      ))}
    </List>
  );
}
