import { NavLink } from 'shared/router';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { textOn } from 'shared/ui';
import { useTranslation } from 'shared/i18n';
import { unreadTotal } from 'shared/contract';
import { hrefFor, useServedRoutes } from 'shared/routes';
import { unreadCountsAtom } from 'shared/state';
import { NAMESPACE } from '../../setup';
import { badgeFor, badgeLabelKey, servedMenuItems } from './menu-items';
import { useFeedbackUnread } from './use-feedback-unread';
import { useWelfareCount } from './use-welfare-count';

const Nav = styled.nav`
  padding: 0.5rem 0;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem 1.25rem;
  border-left: 3px solid transparent;
  color: ${({ theme }) => theme.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.primary};
    background: ${({ theme }) => theme.surfaceAlt};
  }
  &.active {
    border-left-color: ${({ theme }) => theme.primary};
    color: ${({ theme }) => theme.primary};
    background: ${({ theme }) => theme.surfaceAlt};
    font-weight: 600;
  }
`;

const Title = styled(Item)`
  font-size: 1.0625rem;
  font-weight: 600;
`;

const Badge = styled.span`
  min-width: 1.25rem;
  padding: 0 0.375rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.danger};
  color: ${({ theme }) => textOn(theme.danger)};
  font-size: 0.75rem;
  text-align: center;
`;

/** The left column: 会员中心 (the overview) and those of its pages the host serves, with unread badges. */
export function MineMenu() {
  const { t } = useTranslation(NAMESPACE);
  const unread = useAtomValue(unreadCountsAtom);
  const served = useServedRoutes();
  const items = servedMenuItems(served);
  const feedbackUnread = useFeedbackUnread(served.isServed('feedback'));
  const welfareWaiting = useWelfareCount(served.isServed('welfare'));
  const badges = { message: unread ? unreadTotal(unread) : 0, feedback: feedbackUnread, welfare: welfareWaiting };
  return (
    <Nav aria-label={t('menu.label')}>
      {/* `end`: the overview is active only on /mine itself, not on every page below it. */}
      <Title to={hrefFor('mine')} end>
        {t('menu.title')}
      </Title>
      <ul>
        {items.map((item) => {
          const badge = badgeFor(item, badges);
          return (
            <li key={item}>
              <Item to={hrefFor(item)}>
                {t(`menu.${item}`)}
                {badge > 0 && (
                  <Badge aria-label={t(badgeLabelKey(item), { count: badge })} data-testid={`menu-badge-${item}`}>
                    {badge}
                  </Badge>
                )}
              </Item>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
