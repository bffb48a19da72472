import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { Navigate, Route, Routes } from 'shared/router';
import { hrefFor, routePatterns, type RouteTable } from 'shared/routes';
import { isLoggedInAtom } from 'shared/state';
import { EmptyState } from 'shared/ui';
import MineLayout from './exposes/MineLayout';
import { NAMESPACE } from './setup';

/** What the harness below serves, published as the host would, so the menu links only there. */
export const harnessRouteTable: RouteTable = [
  { path: routePatterns.mine, name: 'mine' },
  { path: routePatterns.userinfo, name: 'userinfo' },
];

/**
 * Mirrors the host for working on this remote alone: /mine needs a login, and one placeholder
 * child route proves the layout's Outlet. The member pages themselves are the modules this remote
 * exposes, which the host routes to.
 */
export function AccountHarness() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (!loggedIn) return <EmptyState title={t('shared:auth.loginPrompt')} />;
  return (
    <Routes>
      <Route path={routePatterns.mine} element={<MineLayout />}>
        <Route path={routePatterns.userinfo} element={<EmptyState title={t('harness.childPage')} />} />
      </Route>
      <Route path="*" element={<Navigate to={hrefFor('mine')} replace />} />
    </Routes>
  );
}
