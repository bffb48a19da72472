import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'shared/router';
import { appStore, routeTableAtom, useBrand } from 'shared/state';
import { buildRoutes, routeTableOf } from './routes';

export function App() {
  const brand = useBrand();
  const router = useMemo(() => {
    const routes = buildRoutes(brand);
    // Published with the router, before anything under it renders (as bootstrap does with the
    // brand): links everywhere, remotes included, follow what this table serves.
    appStore.set(routeTableAtom, routeTableOf(routes));
    return createBrowserRouter(routes);
  }, [brand]);
  return <RouterProvider router={router} />;
}
