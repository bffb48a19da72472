import { useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { NavigationType, UNSAFE_LocationContext, type Location } from 'shared/router';
import { KeptPage, type LocationSnapshot } from './KeptPage';
import type { PageTab } from './use-tab-list';

/** A hidden tab sees the address it was left at, so its hooks do not react to another page's query. */
const snapshots = new WeakMap<PageTab, LocationSnapshot>();
function snapshotOf(tab: PageTab): LocationSnapshot {
  let snapshot = snapshots.get(tab);
  if (!snapshot) {
    const location: Location = { pathname: tab.pathname, search: tab.search, hash: '', state: null, key: tab.key };
    snapshot = { location, navigationType: NavigationType.Pop };
    snapshots.set(tab, snapshot);
  }
  return snapshot;
}

interface Props {
  tabs: readonly PageTab[];
  activeKey: string;
  /** The address's search: a new query of the same page is a navigation too. */
  search?: string;
  /** The routed page for the current address. */
  live: ReactNode;
}

/**
 * The routed page plus every kept tab, each in its own KeptPage. Order follows the tab list, so a
 * page keeps its React identity whether it was just opened or comes back from the background.
 * SPEC §2: every navigation opens at the top, with one exception: a kept-alive tab the member
 * returns to (its page was kept, not mounted afresh) opens where they left it.
 */
export function KeepAliveOutlet({ tabs, activeKey, search = '', live }: Props) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const liveSnapshot = useContext(UNSAFE_LocationContext);
  const scrolls = useRef(new Map<string, number>());
  const activeRef = useRef(activeKey);

  useEffect(() => {
    const remember = () => scrolls.current.set(activeRef.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // The tab list as it was before this navigation recorded the page: a return finds its tab there.
  const tabsRef = useRef(tabs);
  useLayoutEffect(() => {
    const returning =
      activeRef.current !== activeKey && tabsRef.current.some((tab) => tab.key === activeKey && tab.keepAlive);
    activeRef.current = activeKey;
    window.scrollTo(0, returning ? (scrolls.current.get(activeKey) ?? 0) : 0);
  }, [activeKey, search]);
  useLayoutEffect(() => {
    tabsRef.current = tabs;
  }, [tabs]);

  useEffect(() => {
    // A closed tab opens at the top next time.
    const open = new Set(tabs.map((tab) => tab.key));
    for (const key of scrolls.current.keys()) if (!open.has(key) && key !== activeKey) scrolls.current.delete(key);
  }, [tabs, activeKey]);

  // Before the slot exists (the first render, and the one the server's HTML hydrates) only the page
  // of the address is drawn, in place; the kept tabs join once the slot is there.
  const activePage = (
    <KeptPage key={activeKey} active slot={slot} location={liveSnapshot}>
      {live}
    </KeptPage>
  );
  const pages: ReactNode[] = [];
  if (slot) {
    for (const tab of tabs) {
      if (tab.key === activeKey) pages.push(activePage);
      else if (tab.keepAlive) {
        pages.push(
          <KeptPage key={tab.key} active={false} slot={slot} location={snapshotOf(tab)}>
            {tab.payload.element}
          </KeptPage>,
        );
      }
    }
    if (!tabs.some((tab) => tab.key === activeKey)) pages.push(activePage);
  } else pages.push(activePage);

  return (
    <div ref={setSlot} data-testid="page-slot">
      {pages}
    </div>
  );
}
