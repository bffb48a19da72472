import { atom, useAtomValue } from 'jotai';
import { liveVerticalsAtom } from 'shared/config';
import { depositEnabledAtom, routeTableAtom } from 'shared/state';
import { servedRoutes, type ServedRoutes } from './served';

/**
 * One answer set for the whole page, rebuilt only when the route table, the deposit rule or the
 * live vertical switches change: every component that shows links asks the same instance, whose
 * answers per path are kept (the router ranks the whole table for each match, ~2 ms a path).
 */
const servedRoutesAtom = atom((get) =>
  servedRoutes(get(routeTableAtom), {
    depositEnabled: get(depositEnabledAtom),
    origin: window.location.origin,
    // The operator's live switches: links to a vertical that is off or in maintenance go at once.
    verticals: get(liveVerticalsAtom),
  }),
);

/** The screens and addresses that lead to a working page here, from the host's published route table and the live vertical switches. */
export function useServedRoutes(): ServedRoutes {
  return useAtomValue(servedRoutesAtom);
}
