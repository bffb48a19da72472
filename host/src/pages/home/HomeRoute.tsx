import { Navigate, useLocation } from 'shared/router';
import { useServedRoutes } from 'shared/routes';
import { useBrand } from 'shared/state';
import { skipSportLanding } from '../../layout/nav-items';
import { HomePage } from './HomePage';

/**
 * The home address. Under the skipSport flag a visit that starts here (the page's first address,
 * not a click on 首页 later) lands on the first game vertical instead, with its query kept
 * (invite codes, register=1); 首页 still opens the home page.
 */
export function HomeRoute() {
  const { flags } = useBrand();
  const location = useLocation();
  const served = useServedRoutes();
  const landing = flags.skipSport && location.key === 'default' ? skipSportLanding(served) : null;
  if (landing !== null) return <Navigate to={landing + location.search} replace />;
  return <HomePage />;
}
