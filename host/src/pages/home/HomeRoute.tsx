import { useEffect } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { useServedRoutes } from 'shared/routes';
import { useBrand } from 'shared/state';
import { skipSportLanding } from '../../layout/nav-items';
import { useRefuseRoute } from '../../navigation/refuse-route-context';
import { HomePage } from './HomePage';

/** Moves on to the landing page; the home page it passes through gets no tab. */
function Land({ to }: { to: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const refuse = useRefuseRoute();
  useEffect(() => {
    refuse(pathname);
    void navigate(to, { replace: true });
  }, [navigate, pathname, refuse, to]);
  return null;
}

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
  if (landing !== null) return <Land to={landing + location.search} />;
  return <HomePage />;
}
