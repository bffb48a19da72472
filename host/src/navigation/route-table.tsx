import { createContext, use, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteMatch, type RouteObject } from 'shared/router';

const RouteTableContext = createContext<RouteObject[]>([]);

/**
 * The host's routes rendered under a declarative router (BrowserRouter, or MemoryRouter in tests).
 * The data router (createBrowserRouter) would bring loaders, actions and fetchers the site has
 * none of: about 17 KiB gzip of the first page. Its one use here, the matched routes' handles, is
 * useRouteMatches below.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return <RouteTableContext value={routes}>{element}</RouteTableContext>;
}

/** The routes matching the current location, outermost first (what useMatches gives a data router). */
export function useRouteMatches(): readonly RouteMatch[] {
  const routes = use(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(routes, pathname) ?? [], [routes, pathname]);
}
