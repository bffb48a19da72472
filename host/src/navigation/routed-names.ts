import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteName } from 'shared/routes';
import type { RouteHandle } from './route-handle';

/** The screens this brand's route table serves: menus offer only those (no link into not-found). */
export function routedNames(routes: readonly RouteObject[]): ReadonlySet<RouteName> {
  const names = new Set<RouteName>();
  const walk = (list: readonly RouteObject[]) => {
    for (const route of list) {
      const name = (route.handle as RouteHandle | undefined)?.name;
      if (name && name !== 'notFound') names.add(name);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return names;
}

export const RoutedNamesContext = createContext<ReadonlySet<RouteName>>(new Set());

export function useRoutedNames(): ReadonlySet<RouteName> {
  return useContext(RoutedNamesContext);
}
