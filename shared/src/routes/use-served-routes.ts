import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { liveVerticalsAtom } from '../config/live-verticals';
import { depositEnabledAtom } from '../state/deposit-enabled';
import { routeTableAtom } from '../state/route-table';
import { servedRoutes, type ServedRoutes } from './served';

/** The screens and addresses that lead to a working page here, from the host's published route table and the live vertical switches. */
export function useServedRoutes(): ServedRoutes {
  const table = useAtomValue(routeTableAtom);
  const depositEnabled = useAtomValue(depositEnabledAtom);
  // The operator's live switches: links to a vertical that is off or in maintenance go at once.
  const verticals = useAtomValue(liveVerticalsAtom);
  return useMemo(() => servedRoutes(table, { depositEnabled, origin: window.location.origin, verticals }), [table, depositEnabled, verticals]);
}
