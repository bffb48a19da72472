import { useCallback, useEffect } from 'react';
import { useBrand } from 'shared/state';
import type { NavItem, NavKey } from '../layout/nav-items';
import { whenIdleAfterLoad } from './idle-after-load';
import { navRemoteModules } from './nav-remote-modules';
import { prefetchRemote } from './prefetch-remote';

/** What a navigation link spreads on itself to prefetch its remote on intent. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * Prefetching for the main navigation: a category's remote when its link is hovered or focused,
 * and the first category with a remote (the likeliest next page) when the browser is idle after
 * the first page has loaded.
 */
export function useNavPrefetch(items: readonly NavItem[]): (key: NavKey) => IntentHandlers {
  const brand = useBrand();
  const likeliest = items.map((item) => navRemoteModules[item.key]).find((key) => key !== undefined);

  useEffect(() => {
    if (!likeliest) return;
    return whenIdleAfterLoad(() => void prefetchRemote(brand, likeliest));
  }, [brand, likeliest]);

  return useCallback(
    (key: NavKey) => {
      const prefetch = (): void => {
        const module = navRemoteModules[key];
        if (module) void prefetchRemote(brand, module);
      };
      return { onPointerEnter: prefetch, onFocus: prefetch };
    },
    [brand],
  );
}
