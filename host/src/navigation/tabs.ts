/**
 * The tab bar's list (SPEC §2): one tab per visited page, keyed by its pathname, remembering the
 * screen name and the query it was last shown with. The React element a tab keeps alive travels
 * as an opaque payload, so the list logic stays a pure, testable reducer.
 */
export interface Tab<P = unknown> {
  key: string;
  /** The title key of the route (host:title.*). */
  title: string;
  pathname: string;
  search: string;
  keepAlive: boolean;
  payload: P;
}

export type TabAction<P> =
  | { type: 'visit'; tab: Tab<P> }
  | { type: 'close'; key: string }
  /** Forget what a tab kept, so its next visit mounts afresh (the /redirect reload). */
  | { type: 'evict'; key: string };

export function tabsReducer<P>(tabs: readonly Tab<P>[], action: TabAction<P>): readonly Tab<P>[] {
  switch (action.type) {
    case 'visit': {
      const index = tabs.findIndex((tab) => tab.key === action.tab.key);
      if (index === -1) return [...tabs, action.tab];
      const known = tabs[index] as Tab<P>;
      // The kept element stays the one first mounted; only the address moves with the page.
      if (known.search === action.tab.search && known.title === action.tab.title) return tabs;
      return tabs.map((tab, i) =>
        i === index ? { ...known, search: action.tab.search, title: action.tab.title } : tab,
      );
    }
    case 'close':
    case 'evict':
      return tabs.some((tab) => tab.key === action.key) ? tabs.filter((tab) => tab.key !== action.key) : tabs;
  }
}

/** Where closing a tab leads: nowhere for a background tab, the previous tab (else the next) for the active one. */
export function tabAfterClose<P>(
  tabs: readonly Tab<P>[],
  closing: string,
  activeKey: string,
): Tab<P> | null | undefined {
  if (closing !== activeKey) return undefined;
  const index = tabs.findIndex((tab) => tab.key === closing);
  if (index === -1) return undefined;
  return tabs[index - 1] ?? tabs[index + 1] ?? null;
}

export function tabHref(tab: Pick<Tab, 'pathname' | 'search'>): string {
  return tab.pathname + tab.search;
}
