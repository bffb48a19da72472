import { routePatterns, type RouteName } from './paths';

/** What a route asks of the shell (SPEC §2): guards, layout and whether the tab bar keeps it alive. */
export interface RouteMeta {
  /** A visitor goes home with the login toast. */
  requiresAuth: boolean;
  /** Also needs a bound phone and real name (guard 2). */
  bindPhone: boolean;
  noFooter: boolean;
  /** The page spans the window instead of the centred column. */
  fullWidth: boolean;
  /** Kept mounted (hidden) when the member moves to another tab. */
  keepAlive: boolean;
  /** Not a tab and not in any menu (the /redirect helper). */
  hidden: boolean;
}

const defaults: RouteMeta = {
  requiresAuth: false,
  bindPhone: false,
  noFooter: false,
  fullWidth: false,
  keepAlive: true,
  hidden: false,
};

/**
 * Only the exceptions. Game frames opt out of keep-alive: a hidden game would keep its sound and
 * socket running, and a detached iframe reloads anyway.
 */
const exceptions: Partial<Record<RouteName, Partial<RouteMeta>>> = {
  redirect: { requiresAuth: true, hidden: true, keepAlive: false },
  redirectPath: { requiresAuth: true, hidden: true, keepAlive: false },
  loading: { hidden: true, keepAlive: false },
  /** The game host pages open a member's launch ticket (SPEC §2: game launch is for members). */
  pgGame: { requiresAuth: true, keepAlive: false },
  dzGame: { requiresAuth: true, keepAlive: false },
  game: { requiresAuth: true, keepAlive: false },
  localSport: { requiresAuth: true, fullWidth: true, noFooter: true },
  sponsor: { noFooter: true },
  virtualCoinCard: { bindPhone: true },
  alipayManage: { bindPhone: true },
  accountManage: { bindPhone: true },
  addBankCard: { bindPhone: true },
};

/** Every member page (/mine and below) requires login. */
function isMemberRoute(name: RouteName): boolean {
  const pattern: string = routePatterns[name];
  return pattern === '/mine' || pattern.startsWith('/mine/');
}

export function routeMeta(name: RouteName): RouteMeta {
  return { ...defaults, ...(isMemberRoute(name) ? { requiresAuth: true } : {}), ...exceptions[name] };
}
