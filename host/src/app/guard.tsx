import type { ReactNode } from 'react';
import { routeMeta, type RouteName } from 'shared/routes';
import { RequireAuth } from './RequireAuth';
import { RequireBoundPhone } from './RequireBoundPhone';

/** Wraps a route's element in the guards its meta asks for (SPEC §2 guards 1 and 2), outermost first. */
export function guarded(name: RouteName, element: ReactNode): ReactNode {
  const meta = routeMeta(name);
  const inner = meta.bindPhone ? <RequireBoundPhone>{element}</RequireBoundPhone> : element;
  return meta.requiresAuth ? <RequireAuth>{inner}</RequireAuth> : inner;
}
