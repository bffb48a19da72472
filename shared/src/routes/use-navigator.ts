import { useMemo } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { locationFor, type QueryInput } from './href';
import { routePatterns, type RouteName, type RouteParams } from './paths';

/** Params are required exactly for the screens whose pattern has them. */
type ParamsArg<N extends RouteName> = keyof RouteParams<N> extends never
  ? [params?: RouteParams<N>, query?: QueryInput]
  : [params: RouteParams<N>, query?: QueryInput];

export interface Navigator {
  /** Go to a named screen of SPEC §2. */
  toName<N extends RouteName>(name: N, ...args: ParamsArg<N>): void;
  toPath(path: string): void;
  back(): void;
  /** Remounts the current page through /redirect, keeping the address and the history length. */
  reload(): void;
}

/** SPEC §2 navigation helpers, typed on the route names so a screen is never spelled as a string path. */
export function useNavigator(): Navigator {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useMemo(
    () => ({
      toName: (name, ...[params, query]) => navigate(locationFor(name, params, query)),
      toPath: (path) => navigate(path),
      back: () => navigate(-1),
      reload: () => navigate(`${routePatterns.redirect}${pathname}${search}`, { replace: true }),
    }),
    [navigate, pathname, search],
  );
}
