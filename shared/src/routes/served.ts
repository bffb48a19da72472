import { matchRoutes } from 'shared/router';
import type { VerticalStatuses } from '../contract/endpoints/site-status';
import { isVerticalOn, verticalOfRoute } from 'shared/config';
import { routePatterns, type RouteName } from './paths';
import { isBlockedByDepositRule } from './rules';

/**
 * One route of the host's route table for the current brand, flattened to its full path pattern.
 * `name: null` marks a not-found route (the catch-alls, and the fixed paths of a left-out vertical
 * that must not fall through to a dynamic segment such as /game/:info).
 */
export interface TableRoute {
  path: string;
  name: RouteName | null;
}

/** What the host's router serves, in the router's own terms: matched with the same ranking. */
export type RouteTable = readonly TableRoute[];

/**
 * Which screens and addresses lead to a working page. A link, button or banner shown to a player
 * asks here first; a page that is not built yet (or that the brand leaves out) is not in the table,
 * so nothing links to it, and its links come back when its issue adds the route to the host.
 */
export interface ServedRoutes {
  /** The route table serves this screen and no rule (deposits off) turns it into not-found. */
  isServed(name: RouteName): boolean;
  /** The screen a path of this site shows, or null when it shows not-found. */
  screenAt(pathname: string): RouteName | null;
  /**
   * Whether following `href` lands on a working page. Only this site's addresses are judged:
   * another origin or scheme (https://…, mailto:) is not ours to check and counts as served.
   */
  isServedHref(href: string): boolean;
}

/** The path of `href` when it points into this site (same origin, http or https), else null. */
export function internalPath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === new URL(origin).origin ? url.pathname : null;
}

function decode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export interface ServedOptions {
  depositEnabled: boolean;
  origin: string;
  /**
   * The operator's live switches (liveVerticalsAtom): a vertical that is off or in maintenance
   * serves no screen, so every link to it goes, and comes back when it is on again.
   */
  verticals?: VerticalStatuses | null;
}

export function servedRoutes(
  table: RouteTable,
  { depositEnabled, origin, verticals = null }: ServedOptions,
): ServedRoutes {
  const switchedOn = (name: RouteName): boolean => {
    const vertical = verticalOfRoute(name);
    return vertical === null || isVerticalOn(verticals, vertical);
  };
  const names = new Set(table.flatMap((route) => (route.name && switchedOn(route.name) ? [route.name] : [])));
  const routes = table.map((route) => ({ path: route.path, handle: route.name }));

  // Every link on the page asks, on every render, and the router ranks the whole table for each
  // match: the answer per path is kept for this table and these switches (useServedRoutes' atom
  // makes a new instance when either changes).
  const answers = new Map<string, RouteName | null>();
  const screenAt = (pathname: string): RouteName | null => {
    const known = answers.get(pathname);
    if (known !== undefined) return known;
    const answer = matchScreen(pathname);
    answers.set(pathname, answer);
    return answer;
  };
  const matchScreen = (pathname: string): RouteName | null => {
    if (isBlockedByDepositRule(decode(pathname), depositEnabled)) return null;
    const name = matchRoutes(routes, pathname)?.at(-1)?.route.handle ?? null;
    if (name !== null && !switchedOn(name)) return null;
    // /redirect/<path> remounts <path>: it works exactly when <path> does.
    if (name === 'redirectPath') {
      const inner = pathname.slice(routePatterns.redirect.length);
      return inner.length > 1 && screenAt(inner) !== null ? name : null;
    }
    return name;
  };

  return {
    isServed: (name) => names.has(name) && !isBlockedByDepositRule(routePatterns[name], depositEnabled),
    screenAt,
    isServedHref: (href) => {
      const path = internalPath(href, origin);
      return path === null || screenAt(path) !== null;
    },
  };
}
