import type { RouteObject } from 'react-router-dom';
import { includesRemote, type BrandConfig } from 'shared/config';
import type { VenueCategory } from 'shared/contract';
import { routePatterns, type RouteName } from 'shared/routes';
import { Shell, type RouteHandle } from '../layout/Shell';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteArea } from '../remote-area/RemoteArea';
import { RequireAuth } from './RequireAuth';

/** A child path of the shell: the declared pattern without its leading slash. */
function child(name: RouteName): string {
  return routePatterns[name].slice(1);
}

function page(name: RouteName, element: RouteObject['element'], handle: RouteHandle): RouteObject {
  return { path: child(name), element, handle };
}

const casinoPages: [RouteName, VenueCategory, string][] = [
  ['realbet', 'ZR', 'realbet'],
  ['chess', 'QP', 'chess'],
  ['gaming', 'DJ', 'gaming'],
  ['lottery', 'CP', 'lottery'],
  ['gameegame', 'DZ', 'egame'],
  ['gamefishing', 'BY', 'fish'],
];

/**
 * The route table for a brand: a vertical the brand leaves out has no routes, so its paths fall
 * through to not-found.
 */
export function buildRoutes(brand: BrandConfig): RouteObject[] {
  const children: RouteObject[] = [{ index: true, element: <HomePage />, handle: { title: 'home' } satisfies RouteHandle }];

  if (includesRemote(brand, 'sports')) {
    children.push(page('sport', <RemoteArea module="sports/SportsVenuePage" props={{}} />, { title: 'sport' }));
  }
  if (includesRemote(brand, 'casino')) {
    for (const [name, category, title] of casinoPages) {
      children.push(page(name, <RemoteArea key={category} module="casino/VenueListPage" props={{ category }} />, { title }));
    }
  }
  if (includesRemote(brand, 'promotions')) {
    children.push(page('discount', <RemoteArea module="promotions/DiscountPage" props={{}} />, { title: 'discount' }));
  }
  if (includesRemote(brand, 'account')) {
    children.push({
      path: child('mine'),
      element: (
        <RequireAuth>
          <RemoteArea module="account/MineLayout" props={{}} />
        </RequireAuth>
      ),
      handle: { title: 'mine' } satisfies RouteHandle,
      // The member pages (from mf-account, mf-wallet, mf-promotions, mf-sports) join here as their
      // issues land; bindPhone pages wrap their element in RequireBoundPhone. Until then an unknown
      // member page is not-found inside the member layout.
      children: [{ path: '*', element: <NotFoundPage />, handle: { title: 'notFound' } satisfies RouteHandle }],
    });
  }
  children.push({ path: '*', element: <NotFoundPage />, handle: { title: 'notFound' } satisfies RouteHandle });

  return [{ path: '/', element: <Shell />, children }];
}
