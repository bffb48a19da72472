import { useCallback, useEffect, useEffectEvent, useReducer, useRef, type ReactNode } from 'react';
import { useNavigate, type Location } from 'shared/router';
import { routePatterns } from 'shared/routes';
import type { RouteHandle } from './route-handle';
import { tabAfterClose, tabHref, tabsReducer, type Tab } from './tabs';

/** What a tab keeps besides its address: the page element it first mounted. */
export interface KeptPayload {
  element: ReactNode;
  /** Member pages are dropped on logout: they hold the previous member's data. */
  memberOnly: boolean;
}

export type PageTab = Tab<KeptPayload>;

interface Current {
  handle: RouteHandle | undefined;
  location: Location;
  element: ReactNode;
  /** The deposit rule turned this page into not-found. */
  blocked: boolean;
  loggedIn: boolean;
}

/** /redirect/game/chess remounts /game/chess: its kept tab must go first. */
function redirectTarget(pathname: string): string | null {
  return pathname.startsWith(`${routePatterns.redirect}/`) ? pathname.slice(routePatterns.redirect.length) : null;
}

/** The tab the current page makes, or null: hidden routes, not-found and pages a visitor is about to be turned away from make none. */
function tabOf({ handle, location, element, blocked, loggedIn }: Current): PageTab | null {
  if (!handle || handle.meta.hidden || handle.name === 'notFound' || blocked) return null;
  if (handle.meta.requiresAuth && !loggedIn) return null;
  return {
    key: location.pathname,
    title: handle.title,
    pathname: location.pathname,
    search: location.search,
    keepAlive: handle.meta.keepAlive,
    payload: { element, memberOnly: handle.meta.requiresAuth },
  };
}

/**
 * The visited-tab list of the shell: records each page shown, closes tabs, forgets member pages on
 * logout, and drops a page a guard refused (`refuse`, given to guards through RefuseRouteContext).
 */
export function useTabList(current: Current) {
  const { location, loggedIn } = current;
  // The first page's tab is there from the first render (the one the server's HTML hydrates), not
  // one effect later: the bar does not appear under a page already drawn. A guard that then turns
  // the page away evicts it, as for any page.
  const [tabs, dispatch] = useReducer(tabsReducer<KeptPayload>, current, (first) => {
    const tab = tabOf(first);
    return tab ? [tab] : [];
  });
  const navigate = useNavigate();
  // Pages a guard turned away since the last page was recorded. A guard decides in its own effect,
  // which runs before this list's (children first) when the page mounts at once, or later when it
  // waited for the profile: either way the page ends up without a tab.
  const refused = useRef(new Set<string>());

  const refuse = useCallback((pathname: string) => {
    refused.current.add(pathname);
    dispatch({ type: 'evict', key: pathname });
  }, []);

  const record = useEffectEvent(() => {
    const target = redirectTarget(location.pathname);
    if (target) dispatch({ type: 'evict', key: target });
    const wasRefused = refused.current.has(location.pathname);
    refused.current.clear();
    if (wasRefused) return;
    const tab = tabOf(current);
    if (tab) dispatch({ type: 'visit', tab });
  });

  useEffect(() => record(), [location.pathname, location.search]);

  useEffect(() => {
    if (loggedIn) return;
    for (const tab of tabs) if (tab.payload.memberOnly) dispatch({ type: 'close', key: tab.key });
  }, [loggedIn, tabs]);

  const close = useCallback(
    (key: string) => {
      const next = tabAfterClose(tabs, key, location.pathname);
      dispatch({ type: 'close', key });
      // The router reports its own navigation errors; closing a tab has nothing to wait for.
      if (next !== undefined) void navigate(next ? tabHref(next) : routePatterns.home);
    },
    [tabs, location.pathname, navigate],
  );

  return { tabs, close, refuse };
}
