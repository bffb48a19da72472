import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { depositEnabledAtom } from '../state/deposit-enabled';
import { routeTableAtom } from '../state/route-table';
import { servedRoutes, type ServedRoutes } from './served';

/** The screens and addresses that lead to a working page here, from the host's published route table. */
export function useServedRoutes(): ServedRoutes {
  const table = useAtomValue(routeTableAtom);
  const depositEnabled = useAtomValue(depositEnabledAtom);
  return useMemo(() => servedRoutes(table, { depositEnabled, origin: window.location.origin }), [table, depositEnabled]);
}
