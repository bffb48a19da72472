import type { RouteMatch } from 'shared/router';
import { routeMeta, type RouteMeta, type RouteName } from 'shared/routes';

/** What every route of the host's table carries: its screen name, its title key (host:title.*) and its meta. */
export interface RouteHandle {
  name: RouteName | 'notFound';
  title: string;
  meta: RouteMeta;
}

const notFoundMeta: RouteMeta = { ...routeMeta('home'), keepAlive: false };

export function handleFor(name: RouteName | 'notFound', title: string = name): RouteHandle {
  return { name, title, meta: name === 'notFound' ? notFoundMeta : routeMeta(name) };
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'meta' in value;
}

/** The deepest matched route's handle: a member page inside /mine wins over /mine itself. */
export function deepestHandle(matches: readonly RouteMatch[]): RouteHandle | undefined {
  return [...matches]
    .reverse()
    .map((match) => match.route.handle as unknown)
    .find(isRouteHandle);
}
