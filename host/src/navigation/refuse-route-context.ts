import { createContext, useContext } from 'react';

/**
 * What a route guard tells the tab bar when it turns the member away from a page: that page gets no
 * tab, and nothing of it stays kept alive, so its next visit mounts afresh and the guard decides again.
 */
export const RefuseRouteContext = createContext<(pathname: string) => void>(() => undefined);

export function useRefuseRoute(): (pathname: string) => void {
  return useContext(RefuseRouteContext);
}
