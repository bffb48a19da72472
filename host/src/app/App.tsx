import { useMemo } from 'react';
import { BrowserRouter } from 'shared/router';
import { appStore, routeTableAtom, useBrand } from 'shared/state';
import { RouteTable } from '../navigation/route-table';
import { buildRoutes, routeTableOf } from './routes';

export function App() {
  const brand = useBrand();
  const routes = useMemo(() => {
    const routes = buildRoutes(brand);
    // Published with the routes, before anything under them renders (as bootstrap does with the
    // brand): links everywhere, remotes included, follow what this table serves.
    appStore.set(routeTableAtom, routeTableOf(routes));
    return routes;
  }, [brand]);
  return (
    <BrowserRouter>
      <RouteTable routes={routes} />
    </BrowserRouter>
  );
}
